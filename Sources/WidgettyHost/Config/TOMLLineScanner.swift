/// Follows multi-line strings and arrays across lines, so only lines that start a statement are read.
///
/// It reads Unicode scalars, as the TOML parser does, not Characters: a quote or a bracket followed by
/// a combining mark is one Character in Swift but still a quote or a bracket to TOML.
struct TOMLLineScanner {
    private var openString: [Unicode.Scalar]?
    private var depth = 0
    /// Whether no line was read yet: a byte-order mark opening the file is no part of its first statement.
    private var isFirstLine = true

    /// Whether the next line starts outside any multi-line string or array.
    var isBetweenStatements: Bool { openString == nil && depth == 0 }

    /// The line's statement text when it starts a new statement; nil inside a multi-line value.
    mutating func statementStart(in line: String) -> String? {
        statementStart(in: Array(line.unicodeScalars)[...]).map { String(String.UnicodeScalarView($0)) }
    }

    /// `statementStart(in:)` for a line's scalars (without its line break), for readers that keep the text as scalars.
    mutating func statementStart(in line: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar>? {
        let startsStatement = openString == nil && depth == 0
        var scalars = line
        if isFirstLine, scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        isFirstLine = false
        scan(scalars)
        guard startsStatement else { return nil }
        let trimmed = scalars.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.first == "#" { return nil }
        return trimmed
    }

    /// Updates the open-string and bracket state with one line.
    private mutating func scan(_ line: ArraySlice<Unicode.Scalar>) {
        var index = line.startIndex
        var isValue = depth > 0 || openString != nil
        let starts = { (prefix: [Unicode.Scalar]) in line[index...].starts(with: prefix) }
        while index < line.endIndex {
            if let delimiter = openString {
                if starts(delimiter) {
                    openString = nil
                    index += delimiter.count
                } else {
                    index += delimiter.first == "\"" && line[index] == "\\" ? 2 : 1
                }
                continue
            }
            let scalar = line[index]
            if scalar == "#" { break }
            if starts(["\"", "\"", "\""]) || starts(["'", "'", "'"]) {
                openString = Array(line[index..<index + 3])
                index += 3
                continue
            }
            if scalar == "\"" || scalar == "'" {
                openString = [scalar]
            } else if scalar == "=" {
                isValue = true
            } else if isValue, scalar == "[" || scalar == "{" {
                depth += 1
            } else if isValue, scalar == "]" || scalar == "}" {
                depth = max(0, depth - 1)
            }
            index += 1
        }
        if openString?.count == 1 { openString = nil }
    }
}
