/// A view whose subtree draws with a changed font, color, weight or redaction.
public struct Styled: PrimitiveView {
    public var content: any View
    public var font: Font?
    public var foreground: SemanticColor?
    public var background: SemanticColor?
    public var bold: Bool?
    /// Stays as it is when the widget is redacted (titles, frames).
    public var unredacted: Bool
    /// How the buttons in this subtree are drawn.
    public var buttonStyle: ButtonStyle?
    /// How large the buttons in this subtree are.
    public var controlSize: ControlSize?
    /// Whether the links, buttons and toggles in this subtree take exactly the cells they are drawn in.
    public var exactHitTargets: Bool

    init(_ content: any View, font: Font? = nil, foreground: SemanticColor? = nil,
         background: SemanticColor? = nil, bold: Bool? = nil, unredacted: Bool = false,
         buttonStyle: ButtonStyle? = nil, controlSize: ControlSize? = nil, exactHitTargets: Bool = false) {
        self.content = content
        self.font = font
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.unredacted = unredacted
        self.buttonStyle = buttonStyle
        self.controlSize = controlSize
        self.exactHitTargets = exactHitTargets
    }
}

extension View {
    /// Draws text in this subtree in a text style.
    public func font(_ font: Font) -> Styled { Styled(self, font: font) }
    /// Draws this subtree's text and glyphs in a color role.
    public func foregroundStyle(_ color: SemanticColor) -> Styled { Styled(self, foreground: color) }
    /// Fills this view's area with a color role.
    public func background(_ color: SemanticColor) -> Styled { Styled(self, background: color) }
    /// Draws this subtree's text in bold.
    public func bold(_ isBold: Bool = true) -> Styled { Styled(self, bold: isBold) }
    /// Keeps this subtree as it is when the widget shows its redacted placeholder.
    public func unredacted() -> Styled { Styled(self, unredacted: true) }
    /// Draws the buttons in this subtree in a style (`.plain` unless told).
    public func buttonStyle(_ style: ButtonStyle) -> Styled { Styled(self, buttonStyle: style) }
    /// Draws the buttons in this subtree at a size (`.small` unless told).
    public func controlSize(_ size: ControlSize) -> Styled { Styled(self, controlSize: size) }
    /// Makes the links, buttons and toggles in this subtree answer only where they are drawn, without the HIG's
    /// padding and minimum size: for controls among lines of text, where a click on the next line must not act.
    public func exactHitTargets() -> Styled { Styled(self, exactHitTargets: true) }
}
