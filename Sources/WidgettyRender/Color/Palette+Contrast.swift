import WidgettyKit

extension Palette {
    /// The WCAG contrast text needs to read at a glance: 4.5:1 (success criterion 1.4.3).
    public static let textContrast = 4.5
    /// The WCAG contrast a mark that carries meaning needs: 3:1 (success criterion 1.4.11).
    public static let markContrast = 3.0
    /// The contrast text holds with `contrast = "high"`: WCAG's enhanced 7:1 (success criterion 1.4.6).
    public static let highTextContrast = 7.0
    /// The contrast a mark holds with `contrast = "high"`: what text needs at standard contrast.
    public static let highMarkContrast = 4.5

    /// The contrast text holds in this palette: 4.5:1, or 7:1 with high contrast.
    public var textContrast: Double { appearance.highContrast ? Self.highTextContrast : Self.textContrast }

    /// The contrast `role` keeps in this palette: ``minimumContrast(for:)``, raised with high contrast (text 7:1,
    /// marks 4.5:1); nil for surfaces and decoration.
    public func minimumContrast(for role: SemanticColor) -> Double? {
        guard let standard = Self.minimumContrast(for: role) else { return nil }
        guard appearance.highContrast else { return standard }
        return standard == Self.textContrast ? Self.highTextContrast : Self.highMarkContrast
    }

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
