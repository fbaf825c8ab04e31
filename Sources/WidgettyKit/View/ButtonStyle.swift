/// How a button is drawn, as SwiftUI's `.buttonStyle(_:)` choices: a fill, a tinted fill, a gray fill, or its label alone.
public enum ButtonStyle: Sendable, Equatable, CaseIterable {
    /// A fill in the role's color (the tint, red when destructive) with the label in the screen's color over it: the one most important action.
    case filled
    /// A faint fill of the role's color with the label in that color.
    case tinted
    /// A gray fill with the label in the role's color.
    case gray
    /// The label alone, in the role's color, with no fill or padding.
    case plain
}
