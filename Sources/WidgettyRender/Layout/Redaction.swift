/// How redacted placeholders look (DESIGN §6).
enum Redaction {
    /// Text becomes a bar of this character, as wide as the text.
    static let bar = "▆"
    /// Glyphs become this mark.
    static let glyph = "●"
}
