/// Fits text into a number of cells, ending with "…" when it had to be cut.
public enum TextTruncation {
    /// The ellipsis put where text was cut.
    public static let ellipsis: Character = "…"

    /// The longest prefix (by grapheme) that fits `width` cells with "…" after it, or the text whole if it fits.
    ///
    /// Never splits a grapheme cluster, never splits a wide character, never exceeds `width`.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if GraphemeWidth.of(text) <= width { return text }
        let budget = width - 1
        var used = 0
        var kept = ""
        for character in text {
            let cells = GraphemeWidth.of(character)
            if used + cells > budget { break }
            used += cells
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        kept.append(ellipsis)
        return kept
    }
}
