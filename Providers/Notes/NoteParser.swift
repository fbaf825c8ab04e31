import Glibc

/// Reads a note's lines as light Markdown (or, for a `.txt` note, as plain lines and todo.txt tasks).
///
/// A front matter block (`---` … `---` at the top) is skipped; a code fence's own lines are dropped and
/// the lines inside kept as code (`NoteBodyReader` reads the lines in turn). Each line keeps its index in the file, so
/// a checkbox knows its line.
enum NoteParser {
    /// The longest front matter looked for, in lines; a `---` not closed by then starts an ordinary note.
    static let frontMatterLineLimit = 200

    /// The file's first `limit` lines (all by default), split at LF with a CR before it dropped (split by bytes: to
    /// Swift, CRLF is one character).
    static func lines(of text: String, atMost limit: Int = .max) -> [Substring] {
        var copy = text
        return copy.withUTF8 { bytes in
            var lines: [Substring] = []
            var start: Int? = 0
            while lines.count < limit, let lineStart = start {
                let (range, next) = line(at: lineStart, in: bytes)
                lines.append(text.slice(range))
                start = next
            }
            return lines
        }
    }

    /// The range of the line starting at `start` in `bytes` (without its LF and a CR before it), and where the next
    /// one starts (nil when none does: the last line ends the bytes).
    static func line(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, next: Int?) {
        let rest = bytes.count - start
        // memchr: a line of a megabyte is searched at the C library's speed, in a debug build too.
        let found = rest > 0 ? memchr(bytes.baseAddress! + start, 0x0A, rest) : nil
        let newline = found.map { UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer($0)) } ?? bytes.count
        let end = newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline
        return (start..<end, newline < bytes.count ? newline + 1 : nil)
    }

    /// The index of the first line after the front matter (0 without one).
    static func bodyStart(_ lines: [Substring]) -> Int {
        guard let first = lines.first, first.trimmingTrailingSpace == "---" else { return 0 }
        for index in 1..<min(lines.count, frontMatterLineLimit) {
            let line = lines[index].trimmingTrailingSpace
            if line == "---" || line == "..." { return index + 1 }
        }
        return 0
    }

    /// One Markdown line.
    static func markdown(_ line: Substring) -> NoteBlock {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let depth = indent.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) } / 2
        let body = line.dropFirst(indent.count)
        if body.trimmingTrailingSpace.isEmpty { return .blank }
        if let (level, text) = heading(body) { return .heading(level: level, text: NoteInline(markdown: text)) }
        if isRule(body) { return .rule }
        if let mark = CheckboxMark(body) {
            return .checkbox(depth: depth, number: mark.number, isChecked: mark.isChecked, text: NoteInline(markdown: body[mark.textStart...]))
        }
        if let first = body.first, "-*+".contains(first), body.dropFirst().first == " " {
            return .bullet(depth: depth, text: NoteInline(markdown: body.dropFirst(2)))
        }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9, let after = body.dropFirst(digits.count).first, after == "." || after == ")",
           body.dropFirst(digits.count + 1).first == " " {
            return .numbered(depth: depth, number: String(digits) + String(after), text: NoteInline(markdown: body.dropFirst(digits.count + 2)))
        }
        return .paragraph(NoteInline(markdown: body))
    }

    /// One line of a plain-text note: todo.txt's `x ` and `(A) ` are read, the rest is as written.
    static func plain(_ line: Substring) -> NoteBlock {
        if line.trimmingTrailingSpace.isEmpty { return .blank }
        var rest = line
        let isDone = rest.hasPrefix("x ")
        if isDone { rest = rest.dropFirst(2) }
        var priority: String?
        if rest.count >= 4, rest.first == "(", let letter = rest.dropFirst().first, letter.isASCII, letter.isUppercase,
           rest.dropFirst(2).hasPrefix(") ") {
            priority = String(letter)
            rest = rest.dropFirst(4)
        }
        guard isDone || priority != nil else { return .paragraph(NoteInline(plain: line)) }
        return .task(isDone: isDone, priority: priority, text: NoteInline(plain: rest))
    }

    /// `# text` to `###### text`: its level and text, closing hashes dropped.
    private static func heading(_ body: Substring) -> (Int, Substring)? {
        let hashes = body.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = body.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let text = rest.drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpace
        let closing = text.reversed().prefix { $0 == "#" }.count
        let before = text.dropLast(closing)
        let isClosing = closing > 0 && (before.isEmpty || before.last == " " || before.last == "\t")
        return (hashes.count, isClosing ? before.trimmingTrailingSpace : text)
    }

    /// `---`, `***` or `___` (three or more, spaces allowed between).
    private static func isRule(_ body: Substring) -> Bool {
        // Read up to the first character that is neither a space nor the first mark, not copied: most lines stop at once.
        guard let first = body.first(where: { $0 != " " }), "-*_".contains(first) else { return false }
        var count = 0
        for character in body where character != " " {
            guard character == first else { return false }
            count += 1
        }
        return count >= 3
    }
}

extension String {
    /// The text of the UTF-8 byte offsets in `range` (on character boundaries).
    func slice(_ range: Range<Int>) -> Substring {
        self[utf8.index(startIndex, offsetBy: range.lowerBound)..<utf8.index(startIndex, offsetBy: range.upperBound)]
    }
}

extension Substring {
    /// The text without trailing spaces, tabs and CRs.
    var trimmingTrailingSpace: Substring {
        var end = endIndex
        while end > startIndex, [" ", "\t", "\r"].contains(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
