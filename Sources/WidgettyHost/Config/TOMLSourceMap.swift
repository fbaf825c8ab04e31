import FoundationEssentials

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
        var counts: [String: Int] = [:]
        var table = ""
        var scanner = TOMLLineScanner()
        // Lines end at each line feed scalar: "\r\n" is one Character, so splitting Characters would see one line.
        for (offset, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            guard let content = scanner.statementStart(in: String(String.UnicodeScalarView(line))) else { continue }
            if content.hasPrefix("[[") {
                let name = Self.headerName(content, brackets: 2)
                let parent = Self.parentPath(of: name, current: table)
                let key = parent.isEmpty ? Self.lastComponent(name) : parent + "." + Self.lastComponent(name)
                let index = counts[key, default: 0]
                counts[key] = index + 1
                table = "\(key)[\(index)]"
                record(table, number)
                // The array itself starts at its first table: `[[widgets]]` misspelt is named at that line.
                record(key, number)
            } else if content.hasPrefix("[") {
                table = Self.headerName(content, brackets: 1)
                record(table, number)
            } else if let key = Self.keyName(content) {
                record(table.isEmpty ? key : table + "." + key, number)
            }
        }
    }

    /// The line a table or key starts on.
    public func line(of path: String) -> Int? { lines[path] }

    private mutating func record(_ path: String, _ line: Int) {
        if lines[path] == nil { lines[path] = line }
    }

    /// `[[stack.widget]]` nests under the current `stack[i]`.
    private static func parentPath(of name: String, current: String) -> String {
        let components = name.split(separator: ".").map(String.init)
        guard components.count > 1 else { return "" }
        let parentName = components.dropLast().joined(separator: ".")
        if let range = current.firstRange(of: parentName + "["), range.lowerBound == current.startIndex,
           let close = current[range.upperBound...].firstIndex(of: "]") {
            return String(current[..<current.index(after: close)])
        }
        return parentName
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The table a header names, its parts joined by dots (`[[stack . "widget"]]` is `stack.widget`).
    static func headerName(_ content: String, brackets: Int) -> String {
        TOMLKeyReader.read(content.dropFirst(brackets))?.parts.joined(separator: ".") ?? ""
    }

    /// The key a `key = value` line sets, its parts joined by dots; nil when the line sets none.
    private static func keyName(_ content: String) -> String? {
        guard let (parts, rest) = TOMLKeyReader.read(content[...]), rest.first == "=" else { return nil }
        return parts.joined(separator: ".")
    }
}
