import Glibc

/// Reads a note's body one line at a time, only as far as asked: front matter skipped, each line's quotes, fences and
/// comments read by its bytes (`LineBytes`: a byte is its ASCII character unless a byte past ASCII follows, when the
/// text is asked) into a `NoteBodyLine` whose block is made only when asked. A tile showing twenty lines of a note of
/// half a million reads twenty-odd lines, and a note's lines are counted only when `widgetty timeline` asks.
///
/// In Markdown a quote's lines are read as any other inside it (fences too), and HTML comments are left out; a fence's
/// own lines are dropped and the lines inside kept as code. What a line is depends only on the lines before it, but
/// for the last one: a newline ends the last line rather than starting an empty one, so a blank line is given only
/// once the next line is read (`ahead`).
struct NoteBodyReader {
    /// The note's text and its UTF-8 (the file's bytes, but for an invalid sequence, read as U+FFFD).
    private let bytes: [UInt8]
    private let text: String
    private let isMarkdown: Bool
    /// Where the next line of the file starts, nil once the last has been read.
    private var start: Int? = 0
    /// That line's index in the file.
    private var index = 0
    /// The mark of the code fence open, if one is.
    private var fence: UInt8?
    private var comment = NoteComment()
    /// The text of lines not as written (comments taken out, a callout's title), by their index in the file.
    private var edits: [Int: Substring] = [:]
    /// The next line of the body, read early to see whether the one before it is the last.
    private var ahead: NoteBodyLine??

    /// A reader at the start of the body of the note whose file holds `bytes`; `.txt` notes are read as plain lines.
    ///
    /// Lines are found in the bytes and read in the text, so both must be the same UTF-8: a file with an invalid
    /// sequence is read from its text's bytes, each invalid sequence one U+FFFD (3 bytes), never from the file's own,
    /// whose offsets would land elsewhere in the text. A LF is never part of an invalid sequence, so every line keeps
    /// its index in the file (what a task's toggle rewrites by).
    init(bytes: [UInt8], isMarkdown: Bool) {
        if let valid = String(validating: bytes, as: UTF8.self) {
            (self.bytes, text) = (bytes, valid)
        } else {
            text = String(decoding: bytes, as: UTF8.self)
            self.bytes = Array(text.utf8)
        }
        self.isMarkdown = isMarkdown
        for _ in 0..<NoteParser.bodyStart(NoteParser.lines(of: text, atMost: NoteParser.frontMatterLineLimit)) { skipLine() }
    }

    /// The next line of the body, nil past the last (a blank last line ended by a newline is none).
    mutating func next() -> NoteBodyLine? {
        let line: NoteBodyLine?
        if let read = ahead {
            line = read
            ahead = nil
        } else {
            line = readLine()
        }
        guard let line, line.glance == .blank, bytes.last == 0x0A else { return line }
        let following = readLine()
        ahead = following
        return following == nil && block(of: line) == .blank ? nil : line
    }

    /// The block of `line`, a line this reader gave.
    func block(of line: NoteBodyLine) -> NoteBlock {
        line.block(in: text, edits: edits)
    }

    /// Whether the byte `ascii` is among the lines not given yet (as a byte: a character holding it may be more);
    /// searched with memchr.
    func restHolds(_ ascii: UInt8) -> Bool {
        let from: Int
        switch ahead {
        case .some(.some(let line)): from = line.range.lowerBound
        case .some(.none): return false
        case .none:
            guard let start else { return false }
            from = start
        }
        return bytes.withUnsafeBufferPointer { from < $0.count && memchr($0.baseAddress! + from, Int32(ascii), $0.count - from) != nil }
    }

    /// How many lines the body has from here on, read to its end.
    mutating func countRest() -> Int {
        var count = 0
        while next() != nil { count += 1 }
        return count
    }

    /// Passes over the next line of the file, unread (front matter).
    private mutating func skipLine() {
        guard let lineStart = start else { return }
        start = bytes.withUnsafeBufferPointer { NoteParser.line(at: lineStart, in: $0) }.next
        index += 1
    }

    /// Reads the file's lines from `start` until one is a line of the body (a fence's own lines and lines of comments
    /// alone are not), nil at the end.
    private mutating func readLine() -> NoteBodyLine? {
        let (text, bytes) = (text, bytes)
        return bytes.withUnsafeBufferPointer { bytes in
            // One reader moved from line to line: the note's text is not retained and released at every line.
            var line = LineBytes(bytes: bytes, range: 0..<0, text: text)
            while let lineStart = self.start {
                let (range, next) = NoteParser.line(at: lineStart, in: bytes)
                self.start = next
                let index = self.index
                self.index += 1
                guard isMarkdown else { return NoteBodyLine(index: index, depth: 0, reading: .plain, range: range, in: bytes) }
                line.range = range
                let (depth, start) = line.quoteMarks()
                let trimmed = line.afterSpaces(from: start)
                if let open = fence {
                    if line.startsWith(open, count: 3, at: trimmed) {
                        fence = nil
                        continue
                    }
                    return NoteBodyLine(index: index, depth: depth, reading: .code, range: start..<range.upperBound, in: bytes)
                }
                if let mark = line.fenceMark(at: trimmed) {
                    fence = mark
                    continue
                }
                var visible: Substring?
                let hadComment = comment.isOpen || (line.holds(UInt8(ascii: "<"), from: start) && NoteComment.opens(in: text.slice(start..<range.upperBound)))
                if hadComment {
                    guard let shown = comment.visible(text.slice(start..<range.upperBound)) else { continue }
                    visible = shown
                }
                if depth > 0, !hadComment, line.startsWith(UInt8(ascii: "["), count: 1, at: start),
                   let title = NoteQuote.calloutTitle(text.slice(start..<range.upperBound)) {
                    edits[index] = title
                    return NoteBodyLine(index: index, depth: depth, reading: .calloutTitle, range: range, edited: title, in: bytes)
                }
                if let visible { edits[index] = visible }
                return NoteBodyLine(index: index, depth: depth, reading: .markdown, range: start..<range.upperBound, edited: visible, in: bytes)
            }
            return nil
        }
    }
}
