/// Trimming by Unicode scalars, as Foundation's `trimmingCharacters(in:)` does (FoundationEssentials lacks it).
extension StringProtocol {
    /// Without the scalars `isTrimmed` holds for at either end.
    public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, isTrimmed(first) { scalars.removeFirst() }
        while let last = scalars.last, isTrimmed(last) { scalars.removeLast() }
        return String(scalars)
    }

    /// Without spaces and tabs at either end (`CharacterSet.whitespaces`: Unicode's space separators and the tab).
    public func trimmingWhitespace() -> String { trimming(where: \.isSpaceOrTab) }

    /// Without spaces, tabs and line ends at either end (`CharacterSet.whitespacesAndNewlines`).
    public func trimmingWhitespaceAndNewlines() -> String { trimming(where: \.isSpaceOrLineEnd) }
}

extension Unicode.Scalar {
    /// A space separator (U+0020, U+00A0, U+3000…), a tab, or the zero-width space U+200B (a space separator in
    /// Unicode before 4.0.1, and still in Foundation's `CharacterSet.whitespaces`).
    public var isSpaceOrTab: Bool { self == "\t" || value == 0x200B || properties.generalCategory == .spaceSeparator }

    /// A space, a tab, or a line or paragraph end (U+000A–U+000D, U+0085, U+2028, U+2029).
    public var isSpaceOrLineEnd: Bool {
        isSpaceOrTab || (0x0A...0x0D).contains(value) || value == 0x85
            || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
    }
}
