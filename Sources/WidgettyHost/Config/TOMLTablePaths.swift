/// Names the table each header opens as TOML places it: an array of tables in a header's name stands for its latest
/// element, wherever other tables came between, so `[[stack.widget]]` after `[[stack]]`, `[[widget]]` is
/// `stack[0].widget[1]` when it is that stack's second widget.
struct TOMLTablePaths {
    /// How many tables each array of tables (`stack`, `stack[0].widget`) has had so far.
    private var counts: [String: Int] = [:]

    /// The path of the table that the header naming `parts` opens (`[[name]]` when `isArray`), its array's
    /// elements counted from 0: `stack[1]`, `stack[1].widget[0]`, `dashboard.opener`.
    mutating func path(of parts: [String], isArray: Bool) -> String {
        var path = ""
        for part in parts.dropLast() {
            path = path.isEmpty ? part : path + "." + part
            if let count = counts[path] { path += "[\(count - 1)]" }
        }
        let name = parts.last ?? ""
        path = path.isEmpty ? name : path + "." + name
        guard isArray else { return path }
        let index = counts[path, default: 0]
        counts[path] = index + 1
        return "\(path)[\(index)]"
    }

    /// The array a path names an element of (`stack[0].widget` for `stack[0].widget[1]`); nil for a plain table.
    static func array(of path: String) -> String? {
        guard path.last == "]", let open = path.lastIndex(of: "[") else { return nil }
        return String(path[..<open])
    }
}
