/// Colors by role, never by value; the palette gives each role its light and dark value.
public enum SemanticColor: String, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel
    case background, secondaryBackground, separator, placeholder
    case tint
    case blue, red, green, orange, yellow, pink, purple, teal, indigo
    case gray, gray2, gray3, gray4, gray5, gray6
}
