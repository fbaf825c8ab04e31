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
    /// `Neighbour.ascii`, looked up once for the line rather than at each of its marks.
    private let asciiNeighbours = Neighbour.ascii

    /// The landmarks of `text`.
    init(_ text: Substring) {
        // Copied whole where the text is contiguous (always, for a native string), not byte by byte.
        bytes = text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
        marks = bytes
        isCharacterStart = [Bool](repeating: true, count: bytes.count)
        findCharacters(text)
        findLandmarks()
    }

    /// Marks the bytes that are not a character on their own: outside plain ASCII, Swift's own reading of characters,
    /// asked only where a scalar's neighbours leave it open (`alwaysBreaksBeside`): most text past ASCII (CJK, kana,
    /// Cyrillic, Hangul) is read by its scalars, not one `Character` at a time.
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
            var end = index + Self.scalarLength(bytes[index])
            if end < bytes.count, !(Self.alwaysBreaksBeside(scalar(at: index)) && Self.alwaysBreaksBeside(scalar(at: end))) {
                // Swift's reading of the one character starting here (a grapheme boundary, as every index reached is).
                let start = text.utf8.index(text.startIndex, offsetBy: index)
                end = index + (text[start...].first?.utf8.count ?? 1)
            }
            if end - index > 1 || bytes[index] >= 0x80 { marks[index] = 0 }
            for inside in index + 1..<max(index + 1, end) {
                marks[inside] = 0
                isCharacterStart[inside] = false
            }
            index = end
        }
    }

    /// How many bytes the UTF-8 sequence led by `byte` has (the text is valid UTF-8: it is a Swift string's).
    private static func scalarLength(_ byte: UInt8) -> Int {
        byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    /// The value of the scalar whose UTF-8 sequence starts at `index`.
    private func scalar(at index: Int) -> UInt32 {
        let length = Self.scalarLength(bytes[index])
        guard length > 1 else { return UInt32(bytes[index]) }
        var value = UInt32(bytes[index]) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return value
    }

    /// Whether a grapheme boundary lies between two scalars that both are in these ranges, whatever comes before them:
    /// the standard library's own fast path (`_hasGraphemeBreakBetween` in StringGraphemeBreaking.swift), which it
    /// checks before any other rule: below U+0300 (CR LF aside), CJK ideographs and Yi, kana without combining marks,
    /// Cyrillic, Arabic letters, Hangul syllables, general and CJK punctuation, full-width forms.
    private static func alwaysBreaksBeside(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3400...0xA4CF, 0x0000...0x02FF, 0x3041...0x3096, 0x30A1...0x30FC, 0x0400...0x0482, 0x061D...0x064A,
             0xAC00...0xD7AF, 0x2010...0x2029, 0x3000...0x3029, 0xFF01...0xFF9D: scalar != 0x0D
        default: false
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

        /// What a character whose first scalar is `scalar` is (Swift's `Character` asks its first scalar for these);
        /// `isSingleASCII` when it is that scalar alone and ASCII.
        init(first scalar: Unicode.Scalar, isSingleASCII: Bool) {
            isWhitespace = scalar.properties.isWhitespace
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                isPunctuation = true
            default: isPunctuation = false
            }
            isDigit = isSingleASCII && ("0"..."9").contains(scalar)
        }

        /// Each ASCII character's, looked up rather than asked of Unicode's tables at every mark.
        static let ascii = (0..<128).map { Neighbour(first: Unicode.Scalar(UInt8($0)), isSingleASCII: true) }
    }

    /// The character that starts at `index`.
    func neighbour(at index: Int) -> Neighbour {
        if marks[index] != 0 { return asciiNeighbours[Int(marks[index])] }
        // Not an ASCII character alone (an ASCII digit alone has its mark), so no digit.
        return Neighbour(first: Unicode.Scalar(scalar(at: index)) ?? " ", isSingleASCII: false)
    }

    /// The character that ends just before `index`.
    func neighbour(before index: Int) -> Neighbour {
        var start = index - 1
        while start > 0, !isCharacterStart[start] { start -= 1 }
        return neighbour(at: start)
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
