/// How redacted placeholders look (ARCHITECTURE.md, "Colors, text and placeholders").
enum Redaction {
    /// Text becomes a bar of this character, as wide as the text.
    static let bar = "▆"
    /// Glyphs become this mark.
    static let glyph = "●"
}
