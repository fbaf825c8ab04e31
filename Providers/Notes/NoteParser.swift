/// Reads a note's lines as light Markdown (or, for a `.txt` note, as plain lines and todo.txt tasks).
///
/// A front matter block (`---` … `---` at the top) is skipped; a code fence's own lines are dropped and
/// the lines inside kept as code. Each line keeps its index in the file, so a checkbox knows its line.
enum NoteParser {
    /// The longest front matter looked for, in lines; a `---` not closed by then starts an ordinary note.
    static let frontMatterLineLimit = 200

    /// The file's lines, split at LF with a CR before it dropped (split by bytes: to Swift, CRLF is one character).
    static func lines(of text: String) -> [Substring] {
        var copy = text
        return copy.withUTF8 { lineRanges($0) }.map { text.slice($0) }
    }

    /// Where each line of `bytes` is, without its LF and a CR before it.
    static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        // Room for every line at once (a note of a million empty lines is not copied as the list grows).
        ranges.reserveCapacity(bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
        var start = 0
        while true {
            let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let end = newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline
            ranges.append(start..<end)
            guard newline < bytes.count else { return ranges }
            start = newline + 1
        }
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

    /// Each line of `text` from the body on, with its index in the file, its block not yet made (`NoteBody`, which
    /// keeps the first `kept` and, after them, those not blank). In Markdown a quote's lines are read as any other
    /// inside it (fences too), and HTML comments are left out. Read by bytes: a byte is taken for the ASCII character
    /// it is only when the next cannot join it (`LineBytes`).
    static func body(of text: String, isMarkdown: Bool, keeping kept: Int) -> NoteBody {
        var copy = text
        return copy.withUTF8 { bytes in
            let ranges = lineRanges(bytes)
            var body = NoteBody(keeping: kept, capacity: ranges.count)
            var fence: UInt8?
            var comment = NoteComment()
            // One reader moved from line to line: the note's text is not retained and released at every line.
            var line = LineBytes(bytes: bytes, range: 0..<0, text: text)
            for index in bodyStart(ranges.prefix(frontMatterLineLimit).map { text.slice($0) })..<ranges.count {
                let range = ranges[index]
                guard isMarkdown else {
                    body.append(NoteBodyLine(index: index, depth: 0, reading: .plain, range: range, in: bytes))
                    continue
                }
                line.range = range
                let (depth, start) = line.quoteMarks()
                let trimmed = line.afterSpaces(from: start)
                if let open = fence {
                    if line.startsWith(open, count: 3, at: trimmed) {
                        fence = nil
                    } else {
                        body.append(NoteBodyLine(index: index, depth: depth, reading: .code, range: start..<range.upperBound, in: bytes))
                    }
                    continue
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
                    body.append(NoteBodyLine(index: index, depth: depth, reading: .calloutTitle, range: range, edited: title, in: bytes), edited: title)
                    continue
                }
                body.append(NoteBodyLine(index: index, depth: depth, reading: .markdown, range: start..<range.upperBound, edited: visible, in: bytes),
                            edited: visible)
            }
            if ranges.count > 1, ranges.last?.isEmpty == true { body.dropLastIfBlank(in: text) }
            return body
        }
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
