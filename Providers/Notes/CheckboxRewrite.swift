/// A note's bytes with one task line's box flipped, and every other byte as it was (CRLF, no final newline, bytes that
/// are not UTF-8, all).
enum CheckboxRewrite {
    /// `bytes` with the box on line `index` (0-based, lines split at LF) ticked with `x` or cleared with a space;
    /// nil when that line has no box, or its box is already in the state asked for.
    static func toggled(_ bytes: [UInt8], line index: Int, check: Bool) -> [UInt8]? {
        var start = 0
        var line = 0
        while line < index {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
            line += 1
        }
        let lineEnd = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        let end = lineEnd > start && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        // A task in a block quote is a task: its box is after the quote's marks.
        let body = NoteQuote.split(text[...]).inner.drop { $0 == " " || $0 == "\t" }
        guard let mark = CheckboxMark(body), mark.isChecked != check else { return nil }
        let before = text.utf8.distance(from: text.startIndex, to: mark.inside.lowerBound)
        let after = text.utf8.distance(from: text.startIndex, to: mark.inside.upperBound)
        // Offsets in the text are the file's only up to an invalid sequence (read as one U+FFFD): the box is rewritten
        // only when the line is as written up to it; any bytes after it are kept as they are, invalid ones too.
        guard text.utf8.prefix(after).elementsEqual(bytes[start..<min(start + after, end)]) else { return nil }
        return Array(bytes[..<(start + before)]) + [check ? UInt8(ascii: "x") : UInt8(ascii: " ")] + Array(bytes[(start + after)...])
    }
}
