import WidgettyKit

/// The marks a note is drawn with: Unicode (☐ ☑ •), or ASCII on the Linux console.
struct NoteGlyphs: Sendable {
    var unchecked: String
    var checked: String
    var bullet: String
    var quote: String
    var done: String

    /// The marks for `style`.
    init(_ style: GlyphStyle) {
        if style == .ascii {
            (unchecked, checked, bullet, quote, done) = ("[ ]", "[x]", "*", "|", "x")
        } else {
            (unchecked, checked, bullet, quote, done) = ("☐", "☑", "•", "▎", "✓")
        }
    }
}
