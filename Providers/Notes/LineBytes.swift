import Glibc

/// A line of a note read by its UTF-8 bytes, as Swift reads its characters: a byte is the ASCII character it holds
/// when the byte after it is ASCII too (or the line ends there); before a byte past ASCII, which may join it into a
/// longer character (a combining accent), the line's text is asked, for that character alone.
struct LineBytes {
    /// The note's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the line is among them.
    var range: Range<Int>
    /// The note's text (`bytes` are its UTF-8).
    let text: String

    /// Whether the character at `position` (a character's start) is the ASCII character `ascii`.
    func isCharacter(_ ascii: UInt8, at position: Int) -> Bool {
        guard position < range.upperBound, bytes[position] == ascii else { return false }
        if position + 1 == range.upperBound || bytes[position + 1] < 0x80 { return true }
        return text.slice(position..<range.upperBound).first == Character(Unicode.Scalar(ascii))
    }

    /// Whether `count` characters `ascii` start at `position`.
    func startsWith(_ ascii: UInt8, count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { isCharacter(ascii, at: position + $0) }
    }

    /// The mark of a code fence (three backticks or tildes) starting at `position`, if one does.
    func fenceMark(at position: Int) -> UInt8? {
        if startsWith(UInt8(ascii: "`"), count: 3, at: position) { return UInt8(ascii: "`") }
        if startsWith(UInt8(ascii: "~"), count: 3, at: position) { return UInt8(ascii: "~") }
        return nil
    }

    /// Whether the byte `ascii` is in the line at or after `position` (as a byte: a character holding it may be more);
    /// searched with memchr, at the C library's speed in a debug build too.
    func holds(_ ascii: UInt8, from position: Int) -> Bool {
        position < range.upperBound && memchr(bytes.baseAddress! + position, Int32(ascii), range.upperBound - position) != nil
    }

    /// Where the first character that is neither a space nor a tab is, from `position` on.
    func afterSpaces(from position: Int) -> Int {
        var position = position
        while isCharacter(0x20, at: position) || isCharacter(0x09, at: position) { position += 1 }
        return position
    }

    /// How many block-quote marks open the line (`NoteQuote`'s rule: `>` after up to three spaces, each maybe followed
    /// by one space), and where the text after them starts (the line's start when none do).
    func quoteMarks() -> (depth: Int, start: Int) {
        var position = range.lowerBound
        var depth = 0
        while true {
            var indent = position
            while isCharacter(0x20, at: indent) { indent += 1 }
            guard indent - position <= 3, isCharacter(UInt8(ascii: ">"), at: indent) else { break }
            position = indent + 1
            if isCharacter(0x20, at: position) { position += 1 }
            depth += 1
        }
        return (depth, depth == 0 ? range.lowerBound : position)
    }
}
