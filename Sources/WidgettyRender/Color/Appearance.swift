import WidgettyKit

/// The appearance settings people expect of a phone's display settings: an accent color, increased contrast, bold
/// text (`accent`, `contrast` and `bold_text` in `[dashboard]`).
public struct Appearance: Sendable, Equatable, Hashable {
    /// The system colors the accent may be, as `accent = "…"` names them.
    public static let accentColors: [SemanticColor] = [.blue, .red, .green, .orange, .yellow, .pink, .purple, .teal, .indigo, .gray]

    /// The color `.tint` draws in: links, selections, filled buttons (blue unless set).
    public var accent: SemanticColor
    /// Whether text holds 7:1 and marks 4.5:1 (`contrast = "high"`), not 4.5:1 and 3:1.
    public var highContrast: Bool
    /// Whether every character is drawn bold (`bold_text = true`).
    public var boldText: Bool

    /// The settings; the defaults are iOS's out of the box.
    public init(accent: SemanticColor = .blue, highContrast: Bool = false, boldText: Bool = false) {
        self.accent = accent
        self.highContrast = highContrast
        self.boldText = boldText
    }
}
