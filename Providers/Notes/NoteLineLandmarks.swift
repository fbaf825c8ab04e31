/// A line's bytes, which of them are a character on their own (an ASCII mark the inline parser looks for is one only
/// when nothing combines with it), and where its brackets, parentheses, `>`s, `://`s and backtick runs are: found in
/// one pass, so the inline parser never scans ahead of itself: each question it asks is a search of these. Positions are
/// kept as 32-bit numbers: the inline parser reads no line of 2 GiB or more.
struct NoteLineLandmarks {
    /// The line's UTF-8 bytes.
    let bytes: [UInt8]
    /// Per byte: the ASCII character it is when it is a character on its own, else 0.
    private(set) var marks: [UInt8]
    /// Per byte: whether a character starts there.
    private(set) var isCharacterStart: [Bool]
    /// Where each `[` is.
    private var openBrackets = OrderedPositions()
    /// The `]` that closes each of `openBrackets`, brackets counted as written; -1 where none does.
    private var closeBrackets: [Int32] = []
    /// Where each `)` is.
    private var closeParentheses = OrderedPositions()
    /// Where each `>` is.
    private var greaterThans = OrderedPositions()
    /// Where each `://` starts.
    private var schemeSeparators = OrderedPositions()
    /// Where each run of backticks (as many as there are in a row) starts, by the run's length.
    private var tickRuns: [Int: OrderedPositions] = [:]

    /// The landmarks of `text`.
    init(_ text: Substring) {
        // Copied whole where the text is contiguous (always, for a native string), not byte by byte.
        bytes = text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
        marks = bytes
        isCharacterStart = [Bool](repeating: true, count: bytes.count)
        findCharacters(text)
        findLandmarks()
    }

    /// Marks the bytes that are not a character on their own: outside plain ASCII, Swift's own reading of characters.
    private mutating func findCharacters(_ text: Substring) {
        let carriageReturn = UInt8(ascii: "\r")
        /// Whether the ASCII byte at a character's start is that whole character.
        func isLoneASCII(_ index: Int) -> Bool {
            bytes[index] < 0x80 && bytes[index] != carriageReturn && (index + 1 == bytes.count || bytes[index + 1] < 0x80)
        }
        var index = 0
        while index < bytes.count {
            if isLoneASCII(index) {
                index += 1
                continue
            }
            let start = text.utf8.index(text.startIndex, offsetBy: index)
            for character in text[start...] {
                let end = index + character.utf8.count
                if end - index > 1 || bytes[index] >= 0x80 { marks[index] = 0 }
                for inside in index + 1..<max(index + 1, end) {
                    marks[inside] = 0
                    isCharacterStart[inside] = false
                }
                index = end
                if index == bytes.count || isLoneASCII(index) { break }
            }
        }
    }

    /// Finds the brackets, parentheses, `>`s, `://`s and backtick runs.
    private mutating func findLandmarks() {
        var unclosed: [Int32] = []
        var index = 0
        while index < marks.count {
            switch marks[index] {
            case UInt8(ascii: "["):
                unclosed.append(Int32(truncatingIfNeeded: closeBrackets.count))
                openBrackets.append(index)
                closeBrackets.append(-1)
            case UInt8(ascii: "]"):
                if let open = unclosed.popLast() { closeBrackets[Int(open)] = Int32(truncatingIfNeeded: index) }
            case UInt8(ascii: ")"): closeParentheses.append(index)
            case UInt8(ascii: ">"): greaterThans.append(index)
            case UInt8(ascii: ":") where index + 2 < marks.count && marks[index + 1] == UInt8(ascii: "/") && marks[index + 2] == UInt8(ascii: "/"):
                schemeSeparators.append(index)
            case UInt8(ascii: "`"):
                let start = index
                while index + 1 < marks.count, marks[index + 1] == UInt8(ascii: "`") { index += 1 }
                tickRuns[index + 1 - start, default: OrderedPositions()].append(start)
            default: break
            }
            index += 1
        }
    }

    /// What CommonMark's flanking rules ask of a character next to a run of `*` or `_`.
    struct Neighbour {
        let isWhitespace: Bool
        /// Punctuation or a symbol.
        let isPunctuation: Bool
        /// An ASCII digit.
        let isDigit: Bool

        /// What `character` is.
        init(_ character: Character) {
            isWhitespace = character.isWhitespace
            isPunctuation = character.isPunctuation || character.isSymbol
            isDigit = character.isASCII && character.isNumber
        }

        /// Each ASCII character's, looked up rather than asked of Unicode's tables at every mark.
        static let ascii = (0..<128).map { Neighbour(Character(Unicode.Scalar(UInt8($0)))) }
    }

    /// The character that starts at `index`.
    func neighbour(at index: Int) -> Neighbour {
        if marks[index] != 0 { return Neighbour.ascii[Int(marks[index])] }
        var end = index + 1
        while end < bytes.count, !isCharacterStart[end] { end += 1 }
        return Neighbour(text(index..<end).first ?? " ")
    }

    /// The character that ends just before `index`.
    func neighbour(before index: Int) -> Neighbour {
        var start = index - 1
        while start > 0, !isCharacterStart[start] { start -= 1 }
        return neighbour(at: start)
    }

    /// The text of the bytes in `range` (whole characters).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The `]` closing the `[` at `open`, if any.
    mutating func closeBracket(of open: Int) -> Int? {
        guard let position = openBrackets.index(of: open), closeBrackets[position] >= 0 else { return nil }
        return Int(closeBrackets[position])
    }

    /// The first `)` at or after `start` and before `end`.
    mutating func closeParenthesis(from start: Int, before end: Int) -> Int? {
        closeParentheses.first(from: start, before: end)
    }

    /// The first `>` at or after `start` and before `end`.
    mutating func greaterThan(from start: Int, before end: Int) -> Int? {
        greaterThans.first(from: start, before: end)
    }

    /// Whether a `://` lies wholly between `start` and `end`.
    mutating func hasSchemeSeparator(from start: Int, before end: Int) -> Bool {
        schemeSeparators.first(from: start, before: end - 2) != nil
    }

    /// The start of the first run of exactly `length` backticks at or after `start` and before `end`.
    mutating func tickRun(length: Int, from start: Int, before end: Int) -> Int? {
        tickRuns[length]?.first(from: start, before: end)
    }
}
