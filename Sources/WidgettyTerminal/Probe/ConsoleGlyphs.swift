import WidgettyKit

/// The glyphs a terminal can draw: the Linux console and the old hardware terminals have no braille
/// (charts) and few symbols, so widgets draw ASCII there whatever the configuration says.
enum ConsoleGlyphs {
    /// The terminal types that lack braille and most symbols.
    static let limitedTerminals = ["linux", "vt100", "vt102", "vt220", "vt320", "ansi", "cons25"]

    /// The glyph style to draw with on the terminal `TERM` names, given the configured one.
    static func style(configured: GlyphStyle, term: String?) -> GlyphStyle {
        guard let term, limitedTerminals.contains(where: { term == $0 || term.hasPrefix($0 + "-") }) else { return configured }
        return .ascii
    }
}
