/// HTML comments in a note (`<!-- … -->`, on one line or over several), which a Markdown view does not draw.
struct NoteComment {
    /// True while a comment opened on an earlier line has not closed.
    private(set) var isOpen = false

    /// Whether `line` holds `<!--`.
    static func opens(in line: Substring) -> Bool {
        firstRange(of: "<!--", in: line) != nil
    }

    /// Where `mark` (ASCII) first is in `text` as characters. Its bytes are searched: a match between ASCII bytes (or
    /// the text's ends) is a match of characters, and the first; next to a byte past ASCII, which may join a mark's
    /// character to another, the characters are searched instead (the standard library's search, for no other line).
    private static func firstRange(of mark: String, in text: Substring) -> Range<Substring.Index>? {
        let bytes = text.utf8
        let pattern = Array(mark.utf8)
        var start = bytes.startIndex
        while let first = bytes[start...].firstIndex(of: pattern[0]) {
            let end = bytes.index(first, offsetBy: pattern.count, limitedBy: bytes.endIndex) ?? bytes.endIndex
            guard bytes[first..<end].elementsEqual(pattern) else {
                start = bytes.index(after: first)
                continue
            }
            let isBetweenASCII = (first == bytes.startIndex || bytes[bytes.index(before: first)] < 0x80)
                && (end == bytes.endIndex || bytes[end] < 0x80)
            return isBetweenASCII ? first..<end : text.firstRange(of: mark)
        }
        return nil
    }

    /// `line` without the comments in it (and, while one is open, without everything up to its `-->`); nil when
    /// nothing but comments and spaces is left of a line that held one.
    mutating func visible(_ line: Substring) -> Substring? {
        guard isOpen || Self.opens(in: line) else { return line }
        var kept = ""
        var rest = line
        while !rest.isEmpty {
            if isOpen {
                guard let end = Self.firstRange(of: "-->", in: rest) else { return kept.isEmpty ? nil : Substring(kept) }
                rest = rest[end.upperBound...]
                isOpen = false
            } else if let start = Self.firstRange(of: "<!--", in: rest) {
                kept += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                isOpen = true
            } else {
                kept += rest
                break
            }
        }
        return kept.allSatisfy({ $0 == " " || $0 == "\t" }) ? nil : Substring(kept)
    }
}
