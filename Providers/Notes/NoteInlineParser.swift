/// Reads a line's inline Markdown into runs, following CommonMark's rules for code spans, escapes and emphasis.
///
/// Code spans are matched first and hold their text as written. `*` and `_` runs open and close emphasis by
/// CommonMark's flanking rules (so `snake_case_words`, a lone `*` and unclosed marks stay as written), matched with
/// its delimiter stack, including the rule of three; one difference: a `*` between two digits (`2*3*4`) is
/// arithmetic, not emphasis. Links show their label, read for marks too. The work is linear in the line's length.
enum NoteInlineParser {
    /// A piece of the line: text, or a run of `*` or `_` that may open or close emphasis.
    private struct Piece {
        var run: NoteInline.Run
        /// The delimiter's character, nil for text.
        var delimiter: Character?
        /// How many of its characters are still unmatched (drawn as written).
        var count = 0
        /// Its length as written (for the rule of three).
        var length = 0
        var canOpen = false
        var canClose = false
    }

    /// The runs of `text`, neighbours of the same style joined.
    static func runs(_ text: Substring) -> [NoteInline.Run] {
        var pieces = pieces(text)
        let (strong, emphasis) = matchEmphasis(&pieces)
        var runs: [NoteInline.Run] = []
        var strongLevel = 0
        var emphasisLevel = 0
        for (index, piece) in pieces.enumerated() {
            strongLevel += strong[index]
            emphasisLevel += emphasis[index]
            var run = piece.run
            if let delimiter = piece.delimiter { run.text = String(repeating: delimiter, count: piece.count) }
            guard !run.text.isEmpty else { continue }
            run.isStrong = run.isStrong || strongLevel > 0
            run.isEmphasis = run.isEmphasis || emphasisLevel > 0
            if let last = runs.last, last.isCode == run.isCode, last.isStrong == run.isStrong, last.isEmphasis == run.isEmphasis {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        return runs.isEmpty ? [NoteInline.Run(text: "")] : runs
    }

    /// The line cut into text, code spans, link labels and delimiter runs.
    private static func pieces(_ text: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var plain = ""
        var index = text.startIndex
        /// Backtick run lengths with no closing run after some point, so none after any later point either.
        var unclosedTicks: Set<Int> = []
        func flush() {
            if !plain.isEmpty { pieces.append(Piece(run: NoteInline.Run(text: plain))) }
            plain = ""
        }
        while index < text.endIndex {
            let character = text[index]
            let rest = text[index...]
            if character == "\\", let next = rest.dropFirst().first, next.isASCII, isPunctuation(next) {
                plain.append(next)
                index = text.index(index, offsetBy: 2)
            } else if character == "`" {
                let ticks = rest.prefix { $0 == "`" }
                if !unclosedTicks.contains(ticks.count), let close = closingTicks(text[ticks.endIndex...], count: ticks.count) {
                    flush()
                    pieces.append(Piece(run: NoteInline.Run(text: codeText(text[ticks.endIndex..<close.lowerBound]), isCode: true)))
                    index = close.upperBound
                } else {
                    unclosedTicks.insert(ticks.count)
                    plain += ticks
                    index = ticks.endIndex
                }
            } else if let (label, after) = link(rest) {
                flush()
                pieces += label.map { Piece(run: $0) }
                index = after.startIndex
            } else if character == "*" || character == "_" {
                flush()
                let marks = rest.prefix { $0 == character }
                let before = index > text.startIndex ? text[text.index(before: index)] : nil
                pieces.append(delimiter(character, length: marks.count, before: before, after: text[marks.endIndex...].first))
                index = marks.endIndex
            } else {
                plain.append(character)
                index = text.index(after: index)
            }
        }
        flush()
        return pieces
    }

    /// A run of `length` `mark`s between `before` and `after` (nil at the line's ends), and whether it may open or
    /// close emphasis: CommonMark's left- and right-flanking rules.
    private static func delimiter(_ mark: Character, length: Int, before: Character?, after: Character?) -> Piece {
        let spaceBefore = before?.isWhitespace ?? true, spaceAfter = after?.isWhitespace ?? true
        let punctuationBefore = before.map(isPunctuation) ?? false, punctuationAfter = after.map(isPunctuation) ?? false
        let left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
        let right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
        var piece = Piece(run: NoteInline.Run(text: ""), delimiter: mark, count: length, length: length)
        if mark == "*" {
            let isArithmetic = before.map(isDigit) == true && after.map(isDigit) == true
            piece.canOpen = left && !isArithmetic
            piece.canClose = right && !isArithmetic
        } else {
            piece.canOpen = left && (!right || punctuationBefore)
            piece.canClose = right && (!left || punctuationAfter)
        }
        return piece
    }

    /// Pairs openers with closers (CommonMark's "process emphasis"), using up their characters: two for strong when
    /// both have two, else one. Returns, per piece, how many strong and emphasis spans start (+1) or end (−1) there.
    private static func matchEmphasis(_ pieces: inout [Piece]) -> (strong: [Int], emphasis: [Int]) {
        var strong = [Int](repeating: 0, count: pieces.count + 1)
        var emphasis = [Int](repeating: 0, count: pieces.count + 1)
        /// Indices of delimiters that may still open, oldest first.
        var openers: [Int] = []
        /// For a kind of closer, the piece at or before which no opener will do (CommonMark's openers_bottom).
        var bottom: [String: Int] = [:]
        for closer in pieces.indices where pieces[closer].delimiter != nil {
            while pieces[closer].canClose, pieces[closer].count > 0 {
                let mark = pieces[closer].delimiter
                let kind = "\(mark ?? " ")\(pieces[closer].canOpen)\(pieces[closer].length % 3)"
                let floor = bottom[kind] ?? -1
                var found: Int?
                for position in openers.indices.reversed() {
                    guard openers[position] > floor else { break }
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
                let used = pieces[opener].count >= 2 && pieces[closer].count >= 2 ? 2 : 1
                pieces[opener].count -= used
                pieces[closer].count -= used
                if used == 2 {
                    strong[opener + 1] += 1
                    strong[closer] -= 1
                } else {
                    emphasis[opener + 1] += 1
                    emphasis[closer] -= 1
                }
                // Delimiters between the pair can no longer open; an opener used up is gone.
                openers.removeLast(openers.count - position - 1)
                if pieces[opener].count == 0 { openers.removeLast() }
            }
            if pieces[closer].canOpen, pieces[closer].count > 0 { openers.append(closer) }
        }
        return (strong, emphasis)
    }

    /// The range of the first run of exactly `count` backticks in `text`.
    private static func closingTicks(_ text: Substring, count: Int) -> Range<Substring.Index>? {
        var rest = text
        while let start = rest.firstIndex(of: "`") {
            let ticks = rest[start...].prefix { $0 == "`" }
            if ticks.count == count { return start..<ticks.endIndex }
            rest = rest[ticks.endIndex...]
        }
        return nil
    }

    /// A code span's text: one space stripped from each end when both have one and it is not all spaces.
    private static func codeText(_ text: Substring) -> String {
        guard text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) else { return String(text) }
        return String(text.dropFirst().dropLast())
    }

    /// `[label](url)` or `![label](url)` at the start of `text` (labels may hold brackets, as an image inside a link does):
    /// its label's runs and what follows; `<https://…>` gives its address.
    private static func link(_ text: Substring) -> ([NoteInline.Run], Substring)? {
        if text.first == "<", let close = text.firstIndex(of: ">"), text[text.startIndex..<close].contains("://") {
            return ([NoteInline.Run(text: String(text[text.index(after: text.startIndex)..<close]))], text[text.index(after: close)...])
        }
        let body = text.hasPrefix("![") ? text.dropFirst(2) : text.hasPrefix("[") ? text.dropFirst() : nil
        guard let body else { return nil }
        var depth = 0
        var index = body.startIndex
        while index < body.endIndex {
            switch body[index] {
            case "[": depth += 1
            case "]" where depth > 0: depth -= 1
            case "]":
                let after = body[body.index(after: index)...]
                guard after.first == "(", let close = after.firstIndex(of: ")") else { return nil }
                return (runs(body[..<index]), after[after.index(after: close)...])
            default: break
            }
            index = body.index(after: index)
        }
        return nil
    }

    /// Whether `character` is punctuation or a symbol, as CommonMark's flanking rules and escapes count it.
    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    /// Whether `character` is an ASCII digit.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
