/// Display width of grapheme clusters in terminal cells (ARCHITECTURE.md, "Colors, text and placeholders").
///
/// CJK and emoji take two cells, emoji sequences (VS16, ZWJ, flags, keycaps)
/// are measured whole, combining marks and format characters take none.
public enum GraphemeWidth {
    /// Cells a grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 {
            if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
            return width(of: first)
        }
        if isRegionalIndicator(first) { return 2 }
        let isEmojiSequence = first.properties.isEmoji && scalars.contains {
            $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 || $0.properties.isEmojiModifier
        }
        if isEmojiSequence { return 2 }
        return width(of: first)
    }

    /// Cells a string takes, summed over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether a scalar takes no cell of its own (combining marks, joiners, variation selectors).
    public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        width(of: scalar) == 0
    }

    /// Cells one lone scalar takes.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
        return 1
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth ranges (UAX #11), sorted; emoji come from their own property.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1,
        0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1B2FF,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 }
            else if value > range.upperBound { low = middle + 1 }
            else { return true }
        }
        return false
    }
}
