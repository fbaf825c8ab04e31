import WidgettyKit

extension Palette {
    /// The WCAG contrast text needs to read at a glance: 4.5:1 (success criterion 1.4.3).
    public static let textContrast = 4.5
    /// The WCAG contrast a mark that carries meaning needs: 3:1 (success criterion 1.4.11).
    public static let markContrast = 3.0

    /// The contrast a role keeps against the tile and the screen in both palettes, or nil for surfaces
    /// and decoration (backgrounds, separators, placeholders, the darker grays).
    ///
    /// Every role a widget may write text in holds 4.5:1. Green and teal are mark colors (3:1): even
    /// Apple's increased-contrast green and teal stay under 4.5:1 on the light tile.
    public static func minimumContrast(for role: SemanticColor) -> Double? {
        switch role {
        case .label, .secondaryLabel, .tertiaryLabel, .tint, .blue, .red, .orange, .yellow, .pink, .purple, .indigo, .gray:
            textContrast
        case .green, .teal:
            markContrast
        case .background, .secondaryBackground, .separator, .placeholder, .gray2, .gray3, .gray4, .gray5, .gray6:
            nil
        }
    }
}
