/// How one cell is drawn: resolved colors plus attributes.
public struct CellStyle: Sendable, Equatable, Hashable {
    public var foreground: RGB
    public var background: RGB
    public var bold: Bool
    /// Drawn dim where the terminal has no colors (secondary text, separators).
    public var muted: Bool
    public var underline: Bool
    /// Italic where the terminal has it (a note's emphasis); upright elsewhere.
    public var italic: Bool

    /// Creates a style.
    public init(foreground: RGB, background: RGB, bold: Bool = false, muted: Bool = false, underline: Bool = false, italic: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.muted = muted
        self.underline = underline
        self.italic = italic
    }
}
