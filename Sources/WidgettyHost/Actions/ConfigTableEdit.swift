import WidgettyKit

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

        /// `size = "…"` for `family`.
        static func size(_ family: WidgetFamily) -> Assignment {
            Assignment(key: "size", value: TOMLValueText.string(family.configName))
        }

        /// The line that writes it.
        var line: String { "\(key) = \(value)" }
    }

    /// `text` with `table` (its header line first) added after the table whose header is on `line` (1-based) and its
    /// sub-tables, or after the file's last table when `line` is nil (a comment block closing the file stays last), a
    /// blank line before it; nil when `line` is no header.
    public static func adding(_ table: [String], after line: Int?, to text: String) -> String? {
        var file = ConfigLines(text)
        let kinds = file.kinds
        let end: Int
        if let line {
            guard let block = file.tableBlock(at: line - 1, kinds: kinds) else { return nil }
            end = block.upperBound
        } else if let last = kinds.lastIndex(of: .header), let block = file.tableBlock(at: last, kinds: kinds) {
            end = block.upperBound
        } else {
            end = (kinds.lastIndex { $0 != .blank }).map { $0 + 1 } ?? 0
        }
        file.lines.insert(contentsOf: ((end > 0 ? [""] : []) + table).map { $0 + file.carriageReturn }, at: end)
        return file.joined()
    }

    /// `text` with each assignment set in the table whose header is on `line` (1-based), among its own lines (never
    /// its sub-tables', so a stack's key stays the stack's): a key it writes gets the new value in place; one it does
    /// not, a line after its last key, or nothing when `onlyInPlace`. Nil when `line` is no header, the table writes
    /// a key in a dotted form (`zones.x = …`), which a new value would contradict, or, `onlyInPlace`, when it writes
    /// none of the keys.
    public static func setting(_ assignments: [Assignment], inTableAt line: Int, of text: String, onlyInPlace: Bool = false) -> String? {
        var file = ConfigLines(text)
        let header = line - 1
        guard file.tableBlock(at: header, kinds: file.kinds) != nil else { return nil }
        var changed = false
        for assignment in assignments {
            let kinds = file.kinds
            let own = (header + 1)..<(kinds.indices.dropFirst(header + 1).first { kinds[$0] == .header } ?? kinds.count)
            switch find(assignment.key, in: file.lines, from: own.lowerBound, to: own.upperBound) {
            case .dotted: return nil
            case .absent:
                guard !onlyInPlace else { continue }
                let lastKey = own.last { kinds[$0] == .other } ?? header
                let indent = String(file.lines[header].prefix { $0 == " " || $0 == "\t" })
                file.lines.insert(indent + assignment.line + file.carriageReturn, at: lastKey + 1)
            case .at(let keyLine, let valueStart):
                var scalars = Array(file.lines[keyLine...].joined(separator: "\n").unicodeScalars)
                let valueEnd = TOMLValueSpan.end(in: scalars, from: valueStart)
                scalars.replaceSubrange(valueStart..<valueEnd, with: assignment.value.unicodeScalars)
                file.lines.replaceSubrange(keyLine..., with: String(String.UnicodeScalarView(scalars))
                    .unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) })
            }
            changed = true
        }
        return changed || !onlyInPlace ? file.joined() : nil
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
}
