/// Reads a line's inline Markdown into runs, following CommonMark's rules for code spans, escapes and emphasis.
///
/// Code spans are matched first and hold their text as written. `*` and `_` runs open and close emphasis by
/// CommonMark's flanking rules (so `snake_case_words`, a lone `*` and unclosed marks stay as written), matched with
/// its delimiter stack, including the rule of three; one difference: a `*` between two digits (`2*3*4`) is
/// arithmetic, not emphasis. Links show their label, read for marks too, on their own, as CommonMark reads a link's
/// text. One pass over the line, without recursion (labels nest in a stack of its own, however deep), each look
/// ahead a search of the line's landmarks: the work grows with the line's length times its logarithm at most.
enum NoteInlineParser {
    /// Whether `byte` may start a mark (`\\`, a backtick, `<`, `[`, `*`, `_`): a line without such bytes is plain text.
    private static func mayStartMark(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// A piece of the line: text (its bytes kept in the reader's output, from where the piece before it ends to
    /// `end`), or a run of `*` or `_` that may open or close emphasis. Kept small (24 bytes): a line of a million
    /// marks has a million pieces.
    private struct Piece {
        /// Where its text ends in the output; a delimiter's text is empty.
        var end: Int32
        /// How many of a delimiter's characters are still unmatched (drawn as written).
        var count: Int32 = 0
        /// A delimiter's length as written (for the rule of three).
        var length: Int32 = 0
        /// How many strong spans start (+1) or end (−1) at this piece.
        var strongChange: Int32 = 0
        /// How many emphasis spans start (+1) or end (−1) at this piece.
        var emphasisChange: Int32 = 0
        /// The delimiter's character, 0 for text.
        var delimiter: UInt8 = 0
        var isCode = false
        var canOpen = false
        var canClose = false
    }

    /// The line, or a link's label inside it, being read: its emphasis is matched on its own when it ends.
    private struct Span {
        /// Where it ends (the label's `]`, or the line's end).
        var end: Int
        /// Where it starts.
        var start: Int
        /// Where reading goes on once it ends (after the link's `)`).
        var resume: Int
        /// Its delimiter pieces, in order.
        var delimiters: [Int] = []
    }

    /// What starts at a point of the line: an autolink's address, or a link's label and where the link ends.
    private enum Link {
        case address(Range<Int>, resume: Int)
        case label(Range<Int>, resume: Int)
    }

    /// The runs of `text`, neighbours of the same style joined.
    static func runs(_ text: Substring) -> [NoteInline.Run] {
        // Most lines have no mark at all: they are one run as written (and so is one past 32-bit offsets, which a
        // note of at most 1 MiB never has).
        guard text.utf8.contains(where: mayStartMark), text.utf8.count < Int32.max else { return [NoteInline.Run(text: String(text))] }
        var landmarks = NoteLineLandmarks(text)
        let marks = landmarks.marks
        var pieces: [Piece] = []
        // A piece takes at least a byte of the line (a code span's text may be empty, but not its backticks).
        pieces.reserveCapacity(marks.count + 1)
        /// The span being read (the line, or the innermost link label), and those it is inside, outermost first.
        var span = Span(end: marks.count, start: 0, resume: marks.count)
        var outer: [Span] = []
        /// The text drawn, every piece's in turn.
        var output: [UInt8] = []
        output.reserveCapacity(marks.count)
        var index = 0
        while true {
            guard index < span.end else {
                endText(of: &pieces, at: output.count)
                matchEmphasis(span.delimiters, in: &pieces)
                // Freed now, not kept while the runs are made (half a million delimiters are 4 MB).
                span.delimiters = []
                index = span.resume
                guard let next = outer.popLast() else { break }
                span = next
                continue
            }
            let end = span.end
            let mark = marks[index]
            if mark == UInt8(ascii: "\\"), index + 1 < end, isASCIIPunctuation(marks[index + 1]) {
                output.append(marks[index + 1])
                index += 2
            } else if mark == UInt8(ascii: "`") {
                var after = index + 1
                while after < end, marks[after] == mark { after += 1 }
                if let close = landmarks.tickRun(length: after - index, from: after, before: end) {
                    endText(of: &pieces, at: output.count)
                    output += landmarks.bytes[codeRange(after..<close, in: marks)]
                    endText(of: &pieces, at: output.count, isCode: true)
                    index = close + after - index
                } else {
                    output += landmarks.bytes[index..<after]
                    index = after
                }
            } else if mark == UInt8(ascii: "<") || mark == UInt8(ascii: "[") || mark == UInt8(ascii: "!"),
                      let link = link(at: index, before: end, in: &landmarks) {
                endText(of: &pieces, at: output.count)
                switch link {
                case .address(let address, let resume):
                    output += landmarks.bytes[address]
                    endText(of: &pieces, at: output.count)
                    index = resume
                case .label(let label, let resume):
                    outer.append(span)
                    span = Span(end: label.upperBound, start: label.lowerBound, resume: resume)
                    index = label.lowerBound
                }
            } else if mark == UInt8(ascii: "*") || mark == UInt8(ascii: "_") {
                endText(of: &pieces, at: output.count)
                var after = index + 1
                while after < end, marks[after] == mark { after += 1 }
                let before = index > span.start ? landmarks.neighbour(before: index) : nil
                span.delimiters.append(pieces.count)
                var piece = delimiter(mark, length: Int32(after - index), before: before, after: after < end ? landmarks.neighbour(at: after) : nil)
                piece.end = Int32(output.count)
                pieces.append(piece)
                index = after
            } else {
                // This byte as written, and every one up to the next that may start a mark, in one copy.
                var after = index + 1
                while after < end, !mayStartMark(marks[after]), marks[after] != UInt8(ascii: "!") { after += 1 }
                if after == index + 1 { output.append(landmarks.bytes[index]) } else { output += landmarks.bytes[index..<after] }
                index = after
            }
        }
        return joined(pieces, output: output)
    }

    /// Ends a piece of text (code when `isCode`) where the output ends, at `end`, if any was written since the last
    /// piece (a code span's piece is made even when its text is empty).
    private static func endText(of pieces: inout [Piece], at end: Int, isCode: Bool = false) {
        if end > Int(pieces.last?.end ?? 0) || isCode { pieces.append(Piece(end: Int32(end), isCode: isCode)) }
    }

    /// The pieces as runs, styled by the spans around them, neighbours of the same style joined.
    private static func joined(_ pieces: [Piece], output: [UInt8]) -> [NoteInline.Run] {
        output.withUnsafeBufferPointer { output in
            var runs: [NoteInline.Run] = []
            // At most a run a piece: room made once, so a line of half a million runs is not copied as it grows.
            runs.reserveCapacity(pieces.count)
            /// The run being joined: its text while it is one stretch of `output` (most runs), else in `text`.
            var stretch = 0..<0
            var text: [UInt8] = []
            var isCode = false, isStrong = false, isEmphasis = false
            func finish() {
                guard !text.isEmpty || !stretch.isEmpty else { return }
                let written = text.isEmpty ? String(decoding: UnsafeBufferPointer(rebasing: output[stretch]), as: UTF8.self)
                    : String(decoding: text, as: UTF8.self)
                runs.append(NoteInline.Run(text: written, isCode: isCode, isStrong: isStrong, isEmphasis: isEmphasis))
                if !text.isEmpty { text.removeAll(keepingCapacity: true) }
                stretch = 0..<0
            }
            /// Adds the output bytes in `written` to the run.
            func add(_ written: Range<Int>) {
                if text.isEmpty, stretch.isEmpty || stretch.upperBound == written.lowerBound {
                    stretch = (stretch.isEmpty ? written.lowerBound : stretch.lowerBound)..<written.upperBound
                } else {
                    if text.isEmpty { text += output[stretch] }
                    text += output[written]
                }
            }
            var strongLevel: Int32 = 0
            var emphasisLevel: Int32 = 0
            var start = 0
            for piece in pieces {
                strongLevel += piece.strongChange
                emphasisLevel += piece.emphasisChange
                let written = start..<Int(piece.end)
                start = Int(piece.end)
                guard piece.delimiter == 0 ? !written.isEmpty : piece.count > 0 else { continue }
                if isCode != piece.isCode || isStrong != (strongLevel > 0) || isEmphasis != (emphasisLevel > 0) {
                    finish()
                    (isCode, isStrong, isEmphasis) = (piece.isCode, strongLevel > 0, emphasisLevel > 0)
                }
                if piece.delimiter == 0 {
                    add(written)
                } else {
                    if text.isEmpty { text += output[stretch] }
                    text += repeatElement(piece.delimiter, count: Int(piece.count))
                }
            }
            finish()
            return runs.isEmpty ? [NoteInline.Run(text: "")] : runs
        }
    }

    /// A run of `length` `mark`s between `before` and `after` (nil at the line's ends), and whether it may open or
    /// close emphasis: CommonMark's left- and right-flanking rules.
    private static func delimiter(_ mark: UInt8, length: Int32, before: NoteLineLandmarks.Neighbour?,
                                  after: NoteLineLandmarks.Neighbour?) -> Piece {
        let spaceBefore = before?.isWhitespace ?? true, spaceAfter = after?.isWhitespace ?? true
        let punctuationBefore = before?.isPunctuation ?? false, punctuationAfter = after?.isPunctuation ?? false
        let left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
        let right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
        var piece = Piece(end: 0, count: length, length: length, delimiter: mark)
        if mark == UInt8(ascii: "*") {
            let isArithmetic = before?.isDigit == true && after?.isDigit == true
            piece.canOpen = left && !isArithmetic
            piece.canClose = right && !isArithmetic
        } else {
            piece.canOpen = left && (!right || punctuationBefore)
            piece.canClose = right && (!left || punctuationAfter)
        }
        return piece
    }

    /// Pairs the openers and closers among `delimiters` (CommonMark's "process emphasis"), using up their characters:
    /// two for strong when both have two, else one; marks where each strong and emphasis span starts and ends.
    private static func matchEmphasis(_ delimiters: [Int], in pieces: inout [Piece]) {
        /// Indices of delimiters that may still open, oldest first.
        var openers: [Int] = []
        /// For a kind of closer (its mark, whether it may open, its length modulo 3), the piece at or before which
        /// no opener will do (CommonMark's openers_bottom).
        var bottom = [Int](repeating: -1, count: 12)
        for closer in delimiters {
            while pieces[closer].canClose, pieces[closer].count > 0 {
                let mark = pieces[closer].delimiter
                let kind = (mark == UInt8(ascii: "*") ? 0 : 6) + (pieces[closer].canOpen ? 3 : 0) + Int(pieces[closer].length % 3)
                var found: Int?
                for position in openers.indices.reversed() {
                    guard openers[position] > bottom[kind] else { break }
                    let opener = pieces[openers[position]]
                    // The rule of three: `*a**b*` is not `*a*` and `*b*` glued together.
                    let isOddMatch = (opener.canClose || pieces[closer].canOpen) && (opener.length + pieces[closer].length) % 3 == 0
                        && !(opener.length % 3 == 0 && pieces[closer].length % 3 == 0)
                    if opener.delimiter == mark, !isOddMatch { found = position; break }
                }
                guard let position = found else {
                    // Nothing before this closer will do for its kind (it may still open for a later one).
                    bottom[kind] = closer - 1
                    break
                }
                let opener = openers[position]
                let used: Int32 = pieces[opener].count >= 2 && pieces[closer].count >= 2 ? 2 : 1
                pieces[opener].count -= used
                pieces[closer].count -= used
                if used == 2 {
                    pieces[opener + 1].strongChange += 1
                    pieces[closer].strongChange -= 1
                } else {
                    pieces[opener + 1].emphasisChange += 1
                    pieces[closer].emphasisChange -= 1
                }
                // Delimiters between the pair can no longer open; an opener used up is gone.
                openers.removeLast(openers.count - position - 1)
                if pieces[opener].count == 0 { openers.removeLast() }
            }
            if pieces[closer].canOpen, pieces[closer].count > 0 { openers.append(closer) }
        }
    }

    /// The bytes of a code span's text in `range`: one space stripped from each end when both have one and it is not all spaces.
    private static func codeRange(_ range: Range<Int>, in marks: [UInt8]) -> Range<Int> {
        let space = UInt8(ascii: " ")
        guard range.count >= 2, marks[range.lowerBound] == space, marks[range.upperBound - 1] == space,
              marks[range].contains(where: { $0 != space }) else { return range }
        return range.lowerBound + 1..<range.upperBound - 1
    }

    /// `[label](url)` or `![label](url)` at `index` (labels may hold brackets, as an image inside a link does), or
    /// `<https://…>`, ending before `end`.
    private static func link(at index: Int, before end: Int, in landmarks: inout NoteLineLandmarks) -> Link? {
        let marks = landmarks.marks
        if marks[index] == UInt8(ascii: "<") {
            guard let close = landmarks.greaterThan(from: index, before: end),
                  landmarks.hasSchemeSeparator(from: index, before: close) else { return nil }
            return .address(index + 1..<close, resume: close + 1)
        }
        let isImage = marks[index] == UInt8(ascii: "!") && index + 1 < end && marks[index + 1] == UInt8(ascii: "[")
        let open = isImage ? index + 1 : index
        guard marks[open] == UInt8(ascii: "["), let close = landmarks.closeBracket(of: open), close < end,
              close + 1 < end, marks[close + 1] == UInt8(ascii: "("),
              let parenthesis = landmarks.closeParenthesis(from: close + 2, before: end) else { return nil }
        return .label(open + 1..<close, resume: parenthesis + 1)
    }

    /// Whether the ASCII character `mark` (0 for none) is punctuation or a symbol: what a backslash escapes.
    private static func isASCIIPunctuation(_ mark: UInt8) -> Bool {
        mark != 0 && NoteLineLandmarks.Neighbour.ascii[Int(mark)].isPunctuation
    }
}
