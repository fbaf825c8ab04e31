/// Which characters widgets draw symbols with, chosen for the whole dashboard (`glyphs = …`).
public enum GlyphStyle: String, Sendable, CaseIterable {
    /// Unicode symbols (☀ ☁ ☂), one cell each: most terminals and fonts.
    case unicode
    /// Nerd Font icons, for terminals set up with one.
    case nerdfont
    /// Plain ASCII, which reads on the Linux console.
    case ascii
}
