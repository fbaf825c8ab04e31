/// Finds, before the TOML parser sees the text, what toml++ does not reject cleanly: it asserts on
/// a control character in a table header and on a header whose name starts with something other
/// than a key (`[{widget]]`; found by the fuzzer) — a debug build dies, and a release build, where
/// the assertion becomes an assumption, runs on in undefined behaviour.
enum TOMLPreflight {
    /// A problem's place (lines and columns from 1) and what to do about it.
    struct Problem: Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    /// The first such problem in `text`, if any.
    static func problem(in text: String) -> Problem? {
        // toml++ skips a byte-order mark at the start; so does this.
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        if let found = firstControlCharacter(in: text) {
            let code = String(found.scalar.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return Problem(line: found.line, column: found.column,
                           message: "a control character (U+\(padded)) is not allowed in TOML; delete it")
        }
        var scanner = TOMLLineScanner()
        // Split on the scalar, not the Character: "\r\n" is one Character, and a CRLF file would be one line.
        for (offset, scalars) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            guard let statement = scanner.statementStart(in: line), statement.unicodeScalars.first == "[",
                  let column = badHeaderColumn(Array(statement.unicodeScalars)) else { continue }
            let indent = line.unicodeScalars.count - statement.unicodeScalars.count
            return Problem(line: offset + 1, column: indent + column,
                           message: "a table's name must follow its brackets, as in [dashboard], [[widget]] or [[\"my key\"]]")
        }
        return nil
    }

    /// The column (from 1, in scalars) of what stands where a header's name should start, when it cannot start one.
    private static func badHeaderColumn(_ statement: [Unicode.Scalar]) -> Int? {
        var index = 1
        // Only what toml++ skips there: spaces and tabs.
        let skipSpace = { while index < statement.count, statement[index] == " " || statement[index] == "\t" { index += 1 } }
        skipSpace()
        if index < statement.count, statement[index] == "[" {
            index += 1
            skipSpace()
        }
        // Nothing after the brackets on their line: toml++ asserts on the line break too.
        guard index < statement.count else { return index + 1 }
        let first = statement[index]
        if first == "]" { return nil }
        let startsKey = first == "\"" || first == "'" || first == "_" || first == "-"
            || ("a"..."z").contains(first) || ("A"..."Z").contains(first) || ("0"..."9").contains(first)
        return startsKey ? nil : index + 1
    }

    /// The first control character TOML forbids anywhere (all but tab, and CR before LF), with its place.
    private static func firstControlCharacter(in text: String) -> (line: Int, column: Int, scalar: Unicode.Scalar)? {
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" {
                (line, column) = (line + 1, 1)
                continue
            }
            if previous == "\r" { return (line, column - 1, "\r") }
            if scalar.value < 0x20 && scalar != "\t" && scalar != "\r" || scalar.value == 0x7F { return (line, column, scalar) }
            column += 1
        }
        return previous == "\r" ? (line, column - 1, "\r") : nil
    }
}
