/// A stretch of one `Text` in a style of its own: the parts `Text("a").bold() + Text("b")` joins.
public struct TextRun: Sendable, Equatable {
    /// What a text or run sets for itself; nil takes what the view around it says.
    public struct Style: Sendable, Equatable {
        public var bold: Bool?
        /// Upright unless told.
        public var italic: Bool?
        public var foreground: SemanticColor?

        /// A style setting the fields given.
        public init(bold: Bool? = nil, italic: Bool? = nil, foreground: SemanticColor? = nil) {
            self.bold = bold
            self.italic = italic
            self.foreground = foreground
        }

        /// This style, with `outer`'s fields where it sets none.
        public func over(_ outer: Style) -> Style {
            Style(bold: bold ?? outer.bold, italic: italic ?? outer.italic, foreground: foreground ?? outer.foreground)
        }
    }

    public var content: String
    public var style: Style

    /// A run of `content` in `style`.
    public init(_ content: String, style: Style = Style()) {
        self.content = content
        self.style = style
    }
}
