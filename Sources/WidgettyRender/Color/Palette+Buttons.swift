import WidgettyKit

extension Palette {
    /// How faint a tinted button's fill is: its role's color at this opacity over the tile.
    static let tintedFillAlpha = 0.2

    /// A button's fill (nil for none) and its label's color role, for a style and role drawn over `base`.
    ///
    /// The role's color is the tint, or red when destructive. A filled button's label is the screen's
    /// color (black in dark, white in light), which holds 4.5:1 on both; a tinted or gray one keeps the
    /// role's color where that holds 4.5:1 on its fill, and takes the label color where it does not.
    public func button(_ style: ButtonStyle, role: ButtonRole, over base: RGB) -> (fill: RGB?, label: SemanticColor) {
        let accent: SemanticColor = role == .destructive ? .red : .tint
        let fill: RGB
        switch style {
        case .plain: return (nil, accent)
        case .filled: return (color(accent, over: base), .background)
        case .tinted: fill = color(accent, over: base).blended(alpha: Self.tintedFillAlpha, over: base)
        case .gray: fill = color(.gray4, over: base)
        }
        let legible = color(accent, over: fill).contrast(with: fill) >= textContrast
        return (fill, legible ? accent : .label)
    }
}
