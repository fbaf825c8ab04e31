/// Sets a string key of one table in a configuration's text in place (`size = "small"` becoming
/// `size = "medium"`), keeping the key's spelling, its quotes, the spaces around it and any comment after it;
/// a key the table lacks is written on a line of its own after the table's last key (after its header when it has
/// none), so it joins the table's keys above the blank lines and comments before the next table. Only the
/// table's own lines are read, never its sub-tables'.
public enum ConfigKeyEdit {
    /// `text` with `key` of the table whose header is on `line` (1-based) set to the string `value`; nil when that
    /// line is no table header or the key holds something other than a one-line string, or, `onlyInPlace`, when
    /// the table has no such key.
    public static func setting(_ key: String, to value: String, inTableAt line: Int, in text: String, onlyInPlace: Bool = false) -> String? {
        var file = ConfigLines(text)
        let kinds = file.kinds
        let header = line - 1
        guard kinds.indices.contains(header), kinds[header] == .header else { return nil }
        let own = (header + 1)..<(kinds.indices.dropFirst(header + 1).first { kinds[$0] == .header } ?? kinds.count)
        var scanner = TOMLLineScanner()
        let lastKeyLine = own.last { kinds[$0] == .other }
        for index in own {
            guard let statement = scanner.statementStart(in: file.lines[index]),
                  let (parts, rest) = TOMLKeyReader.read(statement[...]), rest.first == "=", parts.count == 1 else { continue }
            guard parts[0] == key else { continue }
            guard let edited = replacingString(in: file.lines[index], statement: statement, afterEquals: rest.dropFirst(), with: value) else { return nil }
            file.lines[index] = edited
            return file.joined()
        }
        guard !onlyInPlace else { return nil }
        let indent = String(file.lines[header].prefix { $0 == " " || $0 == "\t" })
        file.lines.insert("\(indent)\(key) = \"\(value)\"\(file.carriageReturn)", at: (lastKeyLine ?? header) + 1)
        return file.joined()
    }

    /// `line` with the quoted string after the `=` of its statement replaced by `value`, in the same quotes.
    private static func replacingString(in line: String, statement: String, afterEquals: Substring, with value: String) -> String? {
        let valueText = afterEquals.drop { $0 == " " || $0 == "\t" }
        guard let quote = valueText.first, quote == "\"" || quote == "'", !valueText.hasPrefix(String(repeating: quote, count: 3)),
              let close = valueText.dropFirst().firstIndex(of: quote) else { return nil }
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        return indent + statement[..<valueText.index(after: valueText.startIndex)] + value + statement[close...]
    }
}
