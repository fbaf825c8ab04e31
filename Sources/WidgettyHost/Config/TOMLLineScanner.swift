/// Follows multi-line strings and arrays across lines, so only lines that start a statement are read.
struct TOMLLineScanner {
    private var openString: String?
    private var depth = 0

    /// The line's statement text when it starts a new statement; nil inside a multi-line value.
    mutating func statementStart(in line: String) -> String? {
        let startsStatement = openString == nil && depth == 0
        scan(line)
        guard startsStatement else { return nil }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        return String(trimmed)
    }

    /// Updates the open-string and bracket state with one line.
    private mutating func scan(_ line: String) {
        var index = line.startIndex
        var isValue = depth > 0 || openString != nil
        while index < line.endIndex {
            let rest = line[index...]
            if let delimiter = openString {
                if rest.hasPrefix(delimiter) {
                    openString = nil
                    index = line.index(index, offsetBy: delimiter.count)
                    continue
                }
                if delimiter.hasPrefix("\""), rest.hasPrefix("\\") {
                    index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
                    continue
                }
                index = line.index(after: index)
                continue
            }
            let character = line[index]
            if character == "#" { break }
            if rest.hasPrefix("\"\"\"") || rest.hasPrefix("'''") {
                openString = String(rest.prefix(3))
                index = line.index(index, offsetBy: 3)
                continue
            }
            if character == "\"" || character == "'" {
                openString = String(character)
            } else if character == "=" {
                isValue = true
            } else if isValue, character == "[" || character == "{" {
                depth += 1
            } else if isValue, character == "]" || character == "}" {
                depth = max(0, depth - 1)
            }
            index = line.index(after: index)
        }
        if openString == "\"" || openString == "'" { openString = nil }
    }
}
