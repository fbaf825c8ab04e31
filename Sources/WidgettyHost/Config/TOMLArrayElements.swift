/// Where each element of a TOML array value stands in the text, in Unicode scalars, with the comma after it: what
/// cutting one element out of `widget = [{…}, {…}]` needs. TOMLKit keeps no source positions of values (only a
/// parse error's), so the array is read here: strings of the four kinds (with their escapes), nested arrays and
/// inline tables, comments and line breaks between elements, a trailing comma.
struct TOMLArrayElements: Equatable {
    /// One element: its text, and the comma that follows it, if any.
    struct Element: Equatable {
        /// From its first scalar to just after its last.
        let range: Range<Int>
        /// The index of the comma after it; nil for a last element without a trailing comma.
        let comma: Int?
    }

    /// The elements, in order.
    let elements: [Element]
    /// The index of the array's closing `]`.
    let close: Int

    /// The elements of the array whose `[` is at `open` in `text`; nil when no well-formed array starts there.
    init?(_ text: [Unicode.Scalar], open: Int) {
        guard text.indices.contains(open), text[open] == "[" else { return nil }
        var reader = Reader(text: text, index: open + 1)
        var elements: [Element] = []
        while true {
            reader.skipBlanksAndComments()
            guard let scalar = reader.current else { return nil }
            if scalar == "]" { break }
            let start = reader.index
            guard reader.skipValue() else { return nil }
            let end = reader.index
            reader.skipBlanksAndComments()
            if reader.current == "," {
                elements.append(Element(range: start..<end, comma: reader.index))
                reader.index += 1
            } else if reader.current == "]" {
                elements.append(Element(range: start..<end, comma: nil))
                break
            } else {
                return nil
            }
        }
        self.elements = elements
        close = reader.index
    }

    /// A cursor over the text that steps over whole TOML values.
    private struct Reader {
        let text: [Unicode.Scalar]
        var index: Int

        var current: Unicode.Scalar? { text.indices.contains(index) ? text[index] : nil }

        /// Steps over spaces, tabs, line breaks and comments (to their line's end).
        mutating func skipBlanksAndComments() {
            while let scalar = current {
                if scalar == "#" {
                    while let inComment = current, inComment != "\n" { index += 1 }
                } else if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                    index += 1
                } else {
                    return
                }
            }
        }

        /// Steps over one value: a string, an array or inline table with everything in it, or a bare value (a number,
        /// a boolean, a date, which may hold a space) up to what ends it. False when the text ends first.
        mutating func skipValue() -> Bool {
            guard let scalar = current else { return false }
            if scalar == "\"" || scalar == "'" { return skipString() }
            if scalar == "[" || scalar == "{" { return skipBracketed() }
            let start = index
            while let next = current, ![",", "]", "}", "#", "\n"].contains(next) { index += 1 }
            while index > start, [" ", "\t", "\r"].contains(text[index - 1]) { index -= 1 }
            return index > start
        }

        /// Steps over a bracketed value to just after its closing bracket, strings and comments inside it included.
        private mutating func skipBracketed() -> Bool {
            var depth = 0
            while let scalar = current {
                if scalar == "\"" || scalar == "'" {
                    guard skipString() else { return false }
                    continue
                }
                if scalar == "#" {
                    while let inComment = current, inComment != "\n" { index += 1 }
                    continue
                }
                index += 1
                if scalar == "[" || scalar == "{" {
                    depth += 1
                } else if scalar == "]" || scalar == "}" {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }

        /// Steps over a basic or literal string, one-line or multi-line, to just after its closing quotes; a backslash
        /// in a basic string escapes the scalar after it. A multi-line string's closing quotes may be followed by
        /// up to two more, which are its content.
        private mutating func skipString() -> Bool {
            let quote = text[index]
            let isMultiLine = index + 2 < text.count && text[index + 1] == quote && text[index + 2] == quote
            index += isMultiLine ? 3 : 1
            while let scalar = current {
                if quote == "\"", scalar == "\\" {
                    index += 2
                    continue
                }
                if !isMultiLine, scalar == "\n" { return false }
                index += 1
                guard scalar == quote else { continue }
                if !isMultiLine { return true }
                guard current == quote, index + 1 < text.count, text[index + 1] == quote else { continue }
                index += 2
                var extra = 0
                while extra < 2, current == quote {
                    index += 1
                    extra += 1
                }
                return true
            }
            return false
        }
    }
}
