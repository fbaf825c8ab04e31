/// Finding a literal piece of text by its bytes, for code on the way to the first frame: `firstRange(of:)` from
/// `_StringProcessing` sets up its generic search at its first use, which cost a cold start a tenth of a millisecond.
extension StringProtocol {
    /// The range of the first occurrence of `literal`, compared byte by byte in UTF-8 (so a piece of text followed by a
    /// combining mark is still found); nil when there is none or `literal` is empty.
    public func firstLiteralRange(of literal: String) -> Range<Index>? {
        let needle = Array(literal.utf8), bytes = utf8
        guard !needle.isEmpty else { return nil }
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index...].starts(with: needle) { return index..<bytes.index(index, offsetBy: needle.count) }
            bytes.formIndex(after: &index)
        }
        return nil
    }
}
