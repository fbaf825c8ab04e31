/// Where tables and keys stand in a TOML file, for messages that name a line.
///
/// TOMLKit parses the values but keeps no positions, so this scanner reads
/// the text once more, line by line, and records the line of every table
/// header and key. Paths are written `widget[2]`, `widget[2].size`,
/// `stack[0].widget[1].kind`, `dashboard.theme`.
public struct TOMLSourceMap: Sendable {
    private var lines: [String: Int] = [:]

    /// Scans TOML text; lines are numbered from 1.
    public init(text: String) {
        var paths = TOMLTablePaths()
        var table = ""
        var scanner = TOMLLineScanner()
        // Lines end at each line feed scalar: "\r\n" is one Character, so splitting Characters would see one line.
        for (offset, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let scalars = Array(line)
            guard let statement = scanner.statementStart(in: scalars[...]) else { continue }
            // The statement's text cut from the line, not built again scalar by scalar (a slow generic path at a cold start).
            let content = String(Substring(line.dropFirst(scalars.count - statement.count)))
            if content.hasPrefix("[") {
                let isArray = content.hasPrefix("[[")
                table = paths.path(of: Self.headerParts(content, brackets: isArray ? 2 : 1), isArray: isArray)
                record(table, number)
                // The array itself starts at its first table: `[[widgets]]` misspelt is named at that line.
                if let array = TOMLTablePaths.array(of: table) { record(array, number) }
            } else if let parts = Self.keyParts(content) {
                // A dotted key names its tables too: `widget.kind = …` is where `widget` is written.
                for count in parts.indices {
                    let key = parts[...count].joined(separator: ".")
                    record(table.isEmpty ? key : table + "." + key, number)
                }
            }
        }
    }

    /// The line a table or key starts on.
    public func line(of path: String) -> Int? { lines[path] }

    private mutating func record(_ path: String, _ line: Int) {
        if lines[path] == nil { lines[path] = line }
    }

    /// The table a header names, its parts joined by dots (`[[stack . "widget"]]` is `stack.widget`).
    static func headerName(_ content: String, brackets: Int) -> String {
        headerParts(content, brackets: brackets).joined(separator: ".")
    }

    /// The parts of the name a header gives (`["stack", "widget"]` for `[[stack . "widget"]]`).
    static func headerParts(_ content: String, brackets: Int) -> [String] {
        TOMLKeyReader.read(content.dropFirst(brackets))?.parts ?? []
    }

    /// The parts of the key a `key = value` line sets (`["widget", "kind"]`); nil when the line sets none.
    private static func keyParts(_ content: String) -> [String]? {
        guard let (parts, rest) = TOMLKeyReader.read(content[...]), rest.first == "=" else { return nil }
        return parts
    }
}
