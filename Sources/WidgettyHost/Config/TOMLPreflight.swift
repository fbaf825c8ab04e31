/// Finds, before the TOML parser sees the text, what toml++ does not reject cleanly: it asserts on
/// a control character in a table header and on a header whose name starts with something other
/// than a key (`[{widget]]`; found by the fuzzer) — a debug build dies, and a release build, where
/// the assertion becomes an assumption, runs on in undefined behaviour. And what it reads without a
/// word but loses: a string with U+0000 (`"\u0000"`), which reaches widgetty cut short at it. And a string left
/// open, which toml++ reports in its own terms ("unescaped control characters"): said here in plain words.
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
            return Problem(line: found.line, column: found.column,
                           message: "a control character (\(codePoint(found.scalar))) is not allowed in TOML; delete it")
        }
        let scalars = Array(text.unicodeScalars)
        if let problem = valueProblem(in: scalars) { return problem }
        var scanner = TOMLLineScanner()
        // Split on the scalar, not the Character: "\r\n" is one Character, and a CRLF file would be one line.
        for (offset, var line) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.last == "\r" { line.removeLast() }
            guard let statement = scanner.statementStart(in: line) else { continue }
            let indent = line.count - statement.count
            if keyParts(statement) > maximumKeyParts {
                return Problem(line: offset + 1, column: indent + 1, message: tooManyParts)
            }
            guard statement.first == "[", let column = badHeaderColumn(Array(statement)) else { continue }
            return Problem(line: offset + 1, column: indent + column,
                           message: "a table's name must follow its brackets, as in [dashboard], [[widget]] or [[\"my key\"]]")
        }
        return nil
    }

    /// The most dotted parts a key may have (`a.b.c` has 3): toml++ reads them recursively, and a few
    /// hundred thousand overflow the stack.
    static let maximumKeyParts = 64
    private static let tooManyParts = "a key or table name may have at most \(maximumKeyParts) dotted parts"

    /// The dotted parts of a statement's key or table name: dots outside quotes before `=` or `]`.
    private static func keyParts(_ statement: ArraySlice<Unicode.Scalar>) -> Int {
        var parts = 1
        var quote: Unicode.Scalar?
        for scalar in statement {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "=" || scalar == "]" {
                break
            } else if scalar == "." {
                parts += 1
            }
        }
        return parts
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

    /// Problems inside values, following strings, comments and nesting across lines: a `}` where a list's
    /// element starts (`x = [1, }]`; toml++ asserts that a value never starts with a terminator, and only a
    /// list lets one through), an inline table's key with too many dotted parts, a string's U+0000, and a string
    /// not closed.
    private static func valueProblem(in scalars: [Unicode.Scalar]) -> Problem? {
        var open: [Unicode.Scalar] = []
        var (line, lineStart, index) = (1, 0, 0)
        var isValue = false
        var expectsElement = false
        var inlineKeyParts: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            let column = index - lineStart + 1
            if scalar == "\n" {
                (line, lineStart) = (line + 1, index + 1)
                if open.isEmpty { isValue = false }
                index += 1
                continue
            }
            if scalar == "#" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            // Line and paragraph separators count as line breaks to toml++ in some places and not in others: in a list
            // it stopped on one where a value starts and asserted. TOML has them nowhere outside strings and comments.
            if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                return Problem(line: line, column: column, message: "a line or paragraph separator (\(codePoint(scalar))) "
                    + "is allowed only in strings and comments in TOML; replace it with a line break")
            }
            let inValue = open.isEmpty ? isValue : open.last == "[" || inlineKeyParts == nil
            if inValue, index == 0 || isTOMLWhitespace(scalars[index - 1]) || ["=", ",", "[", "{"].contains(scalars[index - 1]),
               let (time, message) = badDateAndTime(in: scalars, at: index) {
                return Problem(line: line, column: time - lineStart + 1, message: message)
            }
            if expectsElement {
                if scalar == " " || scalar == "\t" || scalar == "\r" {
                    index += 1
                    continue
                }
                if scalar == "}" {
                    return Problem(line: line, column: column, message: "a list's value cannot start with }; remove it, or close the list with ]")
                }
                expectsElement = false
            }
            switch scalar {
            case "\"", "'":
                var problem: Problem?
                index = endOfString(in: scalars, at: index, line: &line, lineStart: &lineStart, problem: &problem)
                if let problem { return problem }
                continue
            case "=" where open.isEmpty: isValue = true
            case "=": inlineKeyParts = nil
            case "." where inlineKeyParts != nil:
                inlineKeyParts! += 1
                if inlineKeyParts! > maximumKeyParts { return Problem(line: line, column: column, message: tooManyParts) }
            case "[" where isValue || !open.isEmpty:
                open.append("[")
                expectsElement = true
            case "{" where isValue || !open.isEmpty:
                open.append("{")
                inlineKeyParts = 1
            case "]" where open.last == "[", "}" where open.last == "{": open.removeLast()
            case "," where open.last == "[": expectsElement = true
            case "," where open.last == "{": inlineKeyParts = 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index just past the string that starts at `start` (basic or literal, one line or multi-line); `problem`
    /// is the place of its first `\u0000` or `\U00000000`, if it has one, else of its start when it is not closed.
    private static func endOfString(in scalars: [Unicode.Scalar], at start: Int, line: inout Int, lineStart: inout Int,
                                    problem: inout Problem?) -> Int {
        let quote = scalars[start]
        let isMultiLine = start + 2 < scalars.count && scalars[start + 1] == quote && scalars[start + 2] == quote
        let opening = (line: line, column: start - lineStart + 1)
        var index = start + (isMultiLine ? 3 : 1)
        while index < scalars.count {
            let scalar = scalars[index]
            // An escape never takes a line break with it: a multi-line string's line-ending backslash still ends a line.
            if scalar == "\\", quote == "\"", index + 1 < scalars.count, scalars[index + 1] != "\n" {
                if problem == nil, isNULEscape(scalars[(index + 1)...]) {
                    problem = Problem(line: line, column: index - lineStart + 1, message: nulMessage)
                }
                index += 2
                continue
            }
            if scalar == "\n" {
                guard isMultiLine else {
                    if problem == nil { problem = unclosed(quote, at: opening, isMultiLine: false) }
                    return index
                }
                (line, lineStart) = (line + 1, index + 1)
            }
            if scalar == quote {
                if !isMultiLine { return index + 1 }
                if index + 2 < scalars.count, scalars[index + 1] == quote, scalars[index + 2] == quote {
                    // The closing three may follow one or two quotes of the string's own (`"""say "hi""""`).
                    var end = index + 3
                    while end < scalars.count, end < index + 5, scalars[end] == quote { end += 1 }
                    return end
                }
            }
            index += 1
        }
        if problem == nil { problem = unclosed(quote, at: opening, isMultiLine: isMultiLine) }
        return index
    }

    /// What to do about a string opened at `place` with `quote` and never closed: on its line, or (multi-line) at all.
    private static func unclosed(_ quote: Unicode.Scalar, at place: (line: Int, column: Int), isMultiLine: Bool) -> Problem {
        let mark = String(quote)
        let message = isMultiLine
            ? "the multi-line string that starts on line \(place.line) is never closed: end it with \(mark + mark + mark)"
            : "the string that starts here is not closed on line \(place.line): add the closing \(mark) before the line ends"
                + " (text over several lines goes between \(mark + mark + mark) and \(mark + mark + mark))"
        return Problem(line: place.line, column: place.column, message: message)
    }

    /// Where a date and time goes wrong, and what to say, when what stands there would trip one of toml++'s assertions:
    /// after `1979-05-27T` something that is not a digit (`x = 1979-05-27T:` aborted widgetty, and a saved edit the
    /// dashboard); and `badSpacedDate`'s. None is ever valid TOML.
    private static func badDateAndTime(in scalars: [Unicode.Scalar], at start: Int) -> (Int, String)? {
        let isDigit = { (index: Int) in isASCIIDigit(at: index, in: scalars) }
        guard isDigit(start) else { return nil }
        // The value's first ten characters but underscores, which toml++ passes over, and where they end.
        var shape: [Unicode.Scalar] = [], index = start, hasUnderscores = false
        while index < scalars.count, shape.count < 11, isDigit(index) || scalars[index] == "-" || scalars[index] == "_" {
            if scalars[index] == "_" { hasUnderscores = true } else { shape.append(scalars[index]) }
            index += 1
        }
        if shape.count == 10, shape[4] == "-", shape[7] == "-", index < scalars.count, scalars[index] == "T" || scalars[index] == "t" {
            let strictDate = shape.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 ? $0.element == "-" : $0.element != "-" }
            return strictDate && !hasUnderscores && !isDigit(index + 1) ? (index + 1, badTimeMessage) : nil
        }
        return badSpacedDate(in: scalars, at: start)
    }

    /// toml++'s look-ahead for a date written with a space before its time, mirrored: it scans a value that starts with
    /// a digit up to a value terminator (`isValueTerminator`), for 127 characters at most, keeping all but underscores,
    /// whatever they are (a letter that makes no number, `y`, is kept as a digit would be). Ten kept with `-` fifth and
    /// eighth, then a space and a digit, it asserts that the value goes on after that digit (`x = 1979-05-27 1`, and
    /// `x = 1y79-05-27 1`, aborted widgetty), and that its 128 characters of memory hold all it read (over 114
    /// underscores outran it). Such a value with anything but a second digit after the space and one digit, or with
    /// underscores, is refused; none is ever valid TOML.
    private static func badSpacedDate(in scalars: [Unicode.Scalar], at start: Int) -> (Int, String)? {
        let isDigit = { (index: Int) in isASCIIDigit(at: index, in: scalars) }
        var kept: [Unicode.Scalar] = [], index = start, hasUnderscores = false
        repeat {
            if scalars[index] == "_" { hasUnderscores = true } else { kept.append(scalars[index]) }
            index += 1
        } while index - start < 127 && index < scalars.count && !isValueTerminator(scalars[index]) && kept.count <= 10
        guard kept.count == 10, kept[4] == "-", kept[7] == "-", index < scalars.count, scalars[index] == " ", isDigit(index + 1) else {
            return nil
        }
        if hasUnderscores { return (start, "a date cannot hold underscores (_); write it as 1979-05-27") }
        return isDigit(index + 2) ? nil : (index + 1, badTimeMessage)
    }

    /// Whether the scalar at `index` is there and an ASCII digit.
    private static func isASCIIDigit(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        index < scalars.count && ("0"..."9").contains(scalars[index])
    }

    /// What ends a value for toml++: whitespace as it reads it, `]`, `}`, `,` and `#`.
    private static func isValueTerminator(_ scalar: Unicode.Scalar) -> Bool {
        isTOMLWhitespace(scalar) || scalar == "]" || scalar == "}" || scalar == "," || scalar == "#"
    }

    /// Whitespace as toml++ reads it: tab, space and the line breaks (LF to CR), and Unicode's other spaces and line
    /// and paragraph separators.
    private static func isTOMLWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0x0A...0x0D, 0x85, 0xA0, 0x1680, 0x180E, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF:
            true
        default:
            false
        }
    }

    /// How a message names a character: `U+0085`, four hex digits at least.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    }

    private static let badTimeMessage = "a date and time needs its time in full after the date, as in 1979-05-27T07:32:00"
        + " or 1979-05-27 07:32:00 (two-digit hour, minutes and seconds); write the time, or the date alone"

    private static let nulMessage = "a string may not hold U+0000 (\\u0000): widgetty would lose everything after it; remove it"

    /// Whether the scalars after a backslash are `u0000` or `U00000000`.
    private static func isNULEscape(_ escape: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let letter = escape.first, letter == "u" || letter == "U" else { return false }
        let digits = letter == "u" ? 4 : 8
        let number = escape.dropFirst().prefix(digits)
        return number.count == digits && number.allSatisfy { $0 == "0" }
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
