/// Takes one `[[widget]]` or `[[stack]]` table out of a configuration's text, leaving every other byte as it was.
///
/// The table runs from its header line to the next table header that is not one of
/// its sub-tables (`[[stack.widget]]` belongs to its `[[stack]]`), or to the end.
/// Comment lines directly above its header (no blank line between) go with it;
/// comment lines directly above the next header stay, as they describe that
/// table, and so does a comment block closing the file after a blank line;
/// so does everything else. One blank line that separated the table from
/// what came before goes too, so no double gap is left. Written here rather than
/// by TOMLKit, which rewrites the whole document and drops comments.
public enum ConfigTableRemoval {
    /// `text` without the table whose header is on `line` (1-based); nil when that line is no table header.
    public static func removing(tableAt line: Int, from text: String) -> String? {
        var lines = Self.lines(of: text)
        let kinds = classify(lines)
        let index = line - 1
        guard kinds.indices.contains(index), kinds[index] == .header else { return nil }
        var end = tableEnd(headerAt: index, lines: lines, kinds: kinds, withSubtables: true)
        var start = index
        while start > 0, kinds[start - 1] == .comment { start -= 1 }
        if start > 0, kinds[start - 1] == .blank, end == lines.count || kinds[end] != .other {
            start -= 1
        } else if start == 0, end < lines.count, kinds[end] == .blank {
            end += 1
        }
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }

    /// The index after the last line of the table whose header is at `index`: its keys, and its sub-tables when
    /// `withSubtables` (`[[stack.widget]]` under `[[stack]]`), without the blank lines after it, the comment lines
    /// directly above the next header (they describe that table) or a comment block closing the file after a blank line.
    static func tableEnd(headerAt index: Int, lines: [String], kinds: [LineKind], withSubtables: Bool) -> Int {
        let name = headerName(lines[index])
        var end = kinds.indices.dropFirst(index + 1).first {
            kinds[$0] == .header && !(withSubtables && headerName(lines[$0]).hasPrefix(name + "."))
        } ?? lines.count
        if end < lines.count {
            while end > index + 1, kinds[end - 1] == .comment { end -= 1 }
        } else {
            // A comment block at the end of the file, after a blank line, is the file's, not the table's.
            var last = end
            while last > index + 1, kinds[last - 1] == .blank { last -= 1 }
            var block = last
            while block > index + 1, kinds[block - 1] == .comment { block -= 1 }
            if block < last, kinds[block - 1] == .blank { end = block }
        }
        while end > index + 1, kinds[end - 1] == .blank { end -= 1 }
        return end
    }

    /// The text's lines, split at each line feed scalar: "\r\n" is one Character in Swift, and its "\r" must stay on its line.
    static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    /// The name in a header line, read as the source map reads it: `stack.widget` for `[[ stack."widget" ]] # comment`.
    static func headerName(_ line: String) -> String {
        let statement = String(line.drop { $0 == " " || $0 == "\t" })
        return TOMLSourceMap.headerName(statement, brackets: statement.hasPrefix("[[") ? 2 : 1)
    }

    /// What a line is, for finding a table's extent.
    enum LineKind: Equatable {
        /// `[name]` or `[[name]]` starting a statement.
        case header
        /// Only a comment, between statements.
        case comment
        /// Only spaces, between statements.
        case blank
        /// A key, or a line inside a multi-line value.
        case other
    }

    /// Each line's kind, following multi-line strings and arrays (a `[` inside one is no header).
    static func classify(_ lines: [String]) -> [LineKind] {
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
}
