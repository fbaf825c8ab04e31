/// Where a TOML value written after `key =` ends: past its strings, arrays and inline tables, over several lines
/// when it is a multi-line array or string, before the spaces and comment that may follow it on its last line.
///
/// It reads Unicode scalars, as `TOMLLineScanner` does, so a value is replaced whole and its line's comment stays.
enum TOMLValueSpan {
    /// The index after the last scalar of the value starting at `start` in `text`.
    static func end(in text: [Unicode.Scalar], from start: Int) -> Int {
        var index = start, depth = 0, end = start
        let starts = { (at: Int, prefix: [Unicode.Scalar]) in text[at...].starts(with: prefix) }
        while index < text.count {
            let scalar = text[index]
            if starts(index, ["\"", "\"", "\""]) || starts(index, ["'", "'", "'"]) {
                index = closing(Array(repeating: scalar, count: 3), in: text, after: index + 3, escapes: scalar == "\"")
                end = index
            } else if scalar == "\"" || scalar == "'" {
                index = closing([scalar], in: text, after: index + 1, escapes: scalar == "\"")
                end = index
            } else if scalar == "#" || scalar == "\n" {
                guard depth > 0 else { break }
                // A comment inside a multi-line array runs to its line's end.
                while index < text.count, text[index] != "\n" { index += 1 }
                index += 1
            } else {
                if scalar == "[" || scalar == "{" { depth += 1 }
                if scalar == "]" || scalar == "}" { depth = max(0, depth - 1) }
                if scalar != " ", scalar != "\t", scalar != "\r" { end = index + 1 }
                index += 1
            }
        }
        return end
    }

    /// The index after `delimiter` closing a string whose text starts at `start` (the end of the text when it is not closed);
    /// a basic string's backslash escapes the scalar after it.
    private static func closing(_ delimiter: [Unicode.Scalar], in text: [Unicode.Scalar], after start: Int, escapes: Bool) -> Int {
        var index = start
        while index < text.count {
            if text[index...].starts(with: delimiter) { return index + delimiter.count }
            // A one-line string never runs past its line.
            if delimiter.count == 1, text[index] == "\n" { return index }
            index += escapes && text[index] == "\\" ? 2 : 1
        }
        return text.count
    }
}
