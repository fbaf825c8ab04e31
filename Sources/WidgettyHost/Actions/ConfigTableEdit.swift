/// Adds a widget's table to a configuration's text, or sets keys in one table, leaving every other byte as it was.
///
/// Lines added take the file's line ending (`\r\n` when the table's header has one) and keep a file without a
/// final line feed without one. A key's value is replaced in place, its inline comment and the spaces before it
/// kept; a key not written yet goes at the end of its table, after its last key (before the blank lines and the
/// comments that describe the next table). Written here, as `ConfigTableRemoval` is, rather than by TOMLKit,
/// which rewrites the whole document and drops comments.
public enum ConfigTableEdit {
    /// One key and its value as TOML text (`location`, `"Tokyo"`).
    public struct Assignment: Sendable, Equatable, Hashable {
        public var key: String
        public var value: String

        /// `key = value`, the value already written as TOML.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }

        /// The line that writes it.
        var line: String { "\(key) = \(value)" }
    }

    /// `text` with `table` (its header line first) added after the table whose header is on `line` (1-based) and its
    /// sub-tables, or after the file's last table when `line` is nil (a comment block closing the file stays last), a
    /// blank line before it; nil when `line` is no header.
    public static func adding(_ table: [String], after line: Int?, to text: String) -> String? {
        var lines = ConfigTableRemoval.lines(of: text)
        let kinds = ConfigTableRemoval.classify(lines)
        let end: Int
        if let line {
            guard kinds.indices.contains(line - 1), kinds[line - 1] == .header else { return nil }
            end = ConfigTableRemoval.tableEnd(headerAt: line - 1, lines: lines, kinds: kinds, withSubtables: true)
        } else if let last = kinds.lastIndex(of: .header) {
            end = ConfigTableRemoval.tableEnd(headerAt: last, lines: lines, kinds: kinds, withSubtables: true)
        } else {
            end = (kinds.lastIndex { $0 != .blank }).map { $0 + 1 } ?? 0
        }
        insert((end > 0 ? [""] : []) + table, at: end, into: &lines, crlf: lines.first?.hasSuffix("\r") ?? false)
        return lines.joined(separator: "\n")
    }

    /// `text` with each assignment set in the table whose header is on `line` (1-based): a key it writes gets the new
    /// value in place; one it does not, a line at its end. Nil when `line` is no header, or the table writes a key in a
    /// dotted form (`zones.x = …`), which a new value would contradict.
    public static func setting(_ assignments: [Assignment], inTableAt line: Int, of text: String) -> String? {
        var lines = ConfigTableRemoval.lines(of: text)
        let kinds = ConfigTableRemoval.classify(lines)
        let index = line - 1
        guard kinds.indices.contains(index), kinds[index] == .header else { return nil }
        let crlf = lines[index].hasSuffix("\r")
        var added: [String] = []
        for assignment in assignments {
            let end = ConfigTableRemoval.tableEnd(headerAt: index, lines: lines, kinds: ConfigTableRemoval.classify(lines), withSubtables: false)
            switch find(assignment.key, in: lines, from: index + 1, to: end) {
            case .dotted: return nil
            case .absent: added.append(assignment.line)
            case .at(let keyLine, let valueStart):
                let rest = lines[keyLine...].joined(separator: "\n")
                var scalars = Array(rest.unicodeScalars)
                let valueEnd = TOMLValueSpan.end(in: scalars, from: valueStart)
                scalars.replaceSubrange(valueStart..<valueEnd, with: assignment.value.unicodeScalars)
                lines.replaceSubrange(keyLine..., with: ConfigTableRemoval.lines(of: String(String.UnicodeScalarView(scalars))))
            }
        }
        let end = ConfigTableRemoval.tableEnd(headerAt: index, lines: lines, kinds: ConfigTableRemoval.classify(lines), withSubtables: false)
        insert(added, at: end, into: &lines, crlf: crlf)
        return lines.joined(separator: "\n")
    }

    /// Where a key is written in a table's lines.
    private enum KeyPlace {
        /// Not written.
        case absent
        /// As a dotted key under it (`key.part = …`).
        case dotted
        /// On line `line`, its value starting at scalar `valueStart` of that line.
        case at(line: Int, valueStart: Int)
    }

    /// Where `key` is set among `lines[start..<end]`, reading statements only (not lines inside multi-line values).
    private static func find(_ key: String, in lines: [String], from start: Int, to end: Int) -> KeyPlace {
        var scanner = TOMLLineScanner()
        for offset in start..<max(start, end) {
            guard let statement = scanner.statementStart(in: lines[offset]),
                  let (parts, rest) = TOMLKeyReader.read(statement[...]), parts.first == key, rest.first == "=" else { continue }
            guard parts.count == 1 else { return .dotted }
            let leading = lines[offset].unicodeScalars.count - statement.unicodeScalars.count
            let afterEquals = statement.unicodeScalars.distance(from: statement.unicodeScalars.startIndex,
                                                                to: rest.unicodeScalars.index(after: rest.unicodeScalars.startIndex))
            let spaces = rest.unicodeScalars.dropFirst().prefix { $0 == " " || $0 == "\t" }.count
            return .at(line: offset, valueStart: leading + afterEquals + spaces)
        }
        return .absent
    }

    /// Inserts `new` lines at `index`, ending each as the file does: after the last line of a file without a final
    /// line feed, that line gets one and the new last line none.
    private static func insert(_ new: [String], at index: Int, into lines: inout [String], crlf: Bool) {
        guard !new.isEmpty else { return }
        let ending = crlf ? "\r" : ""
        if index == lines.count, index > 0 {
            // Appending after the file's last line, which has no line feed of its own.
            lines[index - 1] += ending
            lines += new.enumerated().map { $0.offset < new.count - 1 ? $0.element + ending : $0.element }
        } else {
            lines.insert(contentsOf: new.map { $0 + ending }, at: index)
        }
    }
}
