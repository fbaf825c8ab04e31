import Glibc

/// HTML comments in a note (`<!-- … -->`, on one line or over several), which a Markdown view does not draw.
struct NoteComment {
    /// True while a comment opened on an earlier line has not closed.
    private(set) var isOpen = false

    /// The marks, as bytes.
    private static let opening = Array("<!--".utf8), closing = Array("-->".utf8)

    /// Whether `line` holds `<!--`.
    static func opens(in line: Substring) -> Bool {
        firstRange(of: opening, in: line) != nil
    }

    /// Where `mark` (ASCII bytes) first is in `text` as characters. Its bytes are searched: a match between ASCII bytes
    /// (or the text's ends) is a match of characters, and the first; next to a byte past ASCII, which may join a mark's
    /// character to another, the characters are searched instead (the standard library's search, for no other line).
    private static func firstRange(of mark: [UInt8], in text: Substring) -> Range<Substring.Index>? {
        let found: (Int, isBetweenASCII: Bool)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= mark.count, let base = bytes.baseAddress else { return nil }
            let last = bytes.count - mark.count
            var start = 0
            // memchr to each byte that may start the mark, the rest compared in place: a line of a megabyte of `<` is
            // searched in milliseconds, in a debug build too.
            while start <= last, let hit = memchr(base + start, Int32(mark[0]), last + 1 - start) {
                start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                var matched = 1
                while matched < mark.count, base[start + matched] == mark[matched] { matched += 1 }
                if matched == mark.count {
                    let end = start + mark.count
                    return (start, (start == 0 || base[start - 1] < 0x80) && (end == bytes.count || base[end] < 0x80))
                }
                start += 1
            }
            return nil
        }
        guard let found else { return text.firstRange(of: String(decoding: mark, as: UTF8.self)) }
        guard let (offset, isBetweenASCII) = found else { return nil }
        guard isBetweenASCII else { return text.firstRange(of: String(decoding: mark, as: UTF8.self)) }
        let start = text.utf8.index(text.startIndex, offsetBy: offset)
        return start..<text.utf8.index(start, offsetBy: mark.count)
    }

    /// `line` without the comments in it (and, while one is open, without everything up to its `-->`); nil when
    /// nothing but comments and spaces is left of a line that held one.
    mutating func visible(_ line: Substring) -> Substring? {
        guard isOpen || Self.opens(in: line) else { return line }
        var kept = ""
        var rest = line
        while !rest.isEmpty {
            if isOpen {
                guard let end = Self.firstRange(of: Self.closing, in: rest) else { return kept.isEmpty ? nil : Substring(kept) }
                rest = rest[end.upperBound...]
                isOpen = false
            } else if let start = Self.firstRange(of: Self.opening, in: rest) {
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
