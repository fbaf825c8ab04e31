/// A configuration's text as lines, each keeping its own "\r", with what each line is: what the targeted
/// edits of the file (removing, moving, resizing, stacking) cut and join, so every byte they do not touch stays.
///
/// Lines end at each line feed scalar: "\r\n" is one Character in Swift, and its "\r" must stay on its line.
/// A file without a final line feed is given one while it is edited and has it taken off again when joined,
/// so a table moved from the end of the file to its middle ends its last line as the others do.
/// A byte-order mark opening the file is kept apart, so its first line reads as any other (a header is a header)
/// and the mark stays at the start of the file whatever moves or leaves.
struct ConfigLines: Equatable {
    /// The lines, without their line feeds.
    var lines: [String]
    /// The line ending given to a text that did not end in one, which `joined()` takes off again.
    private let addedEnding: String?
    /// "\r" when the file's lines end in CRLF (its first line ending says), else nothing: what a new line ends with.
    let carriageReturn: String
    /// The byte-order mark the text began with ("\u{FEFF}"), or nothing; not part of `lines`.
    let byteOrderMark: String

    /// What a line is, for finding a table's extent.
    enum Kind: Equatable {
        /// `[name]` or `[[name]]` starting a statement.
        case header
        /// Only a comment, between statements.
        case comment
        /// Only spaces, between statements.
        case blank
        /// A key, or a line inside a multi-line value.
        case other
    }

    /// The lines of `text`; a text not ending in a line feed is given one until joined.
    init(_ text: String) {
        var text = text
        byteOrderMark = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.removeFirst()) : ""
        lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        carriageReturn = lines.count > 1 && lines[0].unicodeScalars.last == "\r" ? "\r" : ""
        if !text.isEmpty, text.unicodeScalars.last != "\n" {
            lines[lines.count - 1] += carriageReturn
            lines.append("")
            addedEnding = carriageReturn + "\n"
        } else {
            addedEnding = nil
        }
    }

    /// The text again, every line joined by its line feed.
    func joined() -> String {
        let text = byteOrderMark + lines.joined(separator: "\n")
        guard let addedEnding, text.hasSuffix(addedEnding) else { return text }
        return String(text.unicodeScalars.dropLast(addedEnding.unicodeScalars.count))
    }

    /// Each line's kind, following multi-line strings and arrays (a `[` inside one is no header).
    var kinds: [Kind] {
        var scanner = TOMLLineScanner()
        return lines.map { line in
            let between = scanner.isBetweenStatements
            let statement = scanner.statementStart(in: line)
            guard between else { return .other }
            if line.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return .blank }
            guard let statement else { return .comment }
            return statement.hasPrefix("[") ? .header : .other
        }
    }

    /// The name in a header line, read as the source map reads it: `stack.widget` for `[[ stack."widget" ]] # comment`.
    static func headerName(_ line: String) -> String {
        header(line).parts.joined(separator: ".")
    }

    /// The parts of the name in a header line (`["stack", "widget"]`), and whether it opens an element of an array
    /// of tables (`[[name]]`) rather than a plain table.
    static func header(_ line: String) -> (parts: [String], isArray: Bool) {
        let statement = String(line.drop { $0 == " " || $0 == "\t" })
        let isArray = statement.hasPrefix("[[")
        return (TOMLSourceMap.headerParts(statement, brackets: isArray ? 2 : 1), isArray)
    }

    /// The path of the table each header line opens (`TOMLTablePaths`: `stack[0].widget[1]`), by line index.
    func headerPaths(kinds: [Kind]) -> [Int: String] {
        var paths = TOMLTablePaths()
        var result: [Int: String] = [:]
        for index in kinds.indices where kinds[index] == .header {
            let (parts, isArray) = Self.header(lines[index])
            result[index] = paths.path(of: parts, isArray: isArray)
        }
        return result
    }

    /// Whether the table at `path` is the table at `parent` or one under it (`stack[0].widget[1]` under `stack[0]`).
    static func isTable(_ path: String?, within parent: String) -> Bool {
        guard let path else { return false }
        return path == parent || path.hasPrefix(parent + ".")
    }

    /// The lines of the table whose header is at `index` (0-based), with the sub-tables right after it (the
    /// `[[stack.widget]]` tables that follow their `[[stack]]`; one written after another table is not in this
    /// block) and the comment lines directly above it (no blank line between); the blank lines after it,
    /// the comments directly above the next header (they describe that table) and a comment block closing the
    /// file after a blank line are left out. Nil when that line is no header.
    func tableBlock(at index: Int, kinds: [Kind], paths: [Int: String]? = nil) -> Range<Int>? {
        guard kinds.indices.contains(index), kinds[index] == .header else { return nil }
        let paths = paths ?? headerPaths(kinds: kinds)
        guard let path = paths[index] else { return nil }
        var end = kinds.indices.dropFirst(index + 1).first { kinds[$0] == .header && !Self.isTable(paths[$0], within: path) }
            ?? lines.count
        if end < lines.count {
            while end > index + 1, kinds[end - 1] == .comment { end -= 1 }
        } else {
            var last = end
            while last > index + 1, kinds[last - 1] == .blank { last -= 1 }
            var block = last
            while block > index + 1, kinds[block - 1] == .comment { block -= 1 }
            if block < last, kinds[block - 1] == .blank { end = block }
        }
        while end > index + 1, kinds[end - 1] == .blank { end -= 1 }
        var start = index
        while start > 0, kinds[start - 1] == .comment { start -= 1 }
        return start..<end
    }
}
