import WidgettyKit

/// The HIG's colors for one appearance, by semantic role (ARCHITECTURE.md, "Colors, text and placeholders").
public struct Palette: Sendable {
    /// The appearance this palette draws.
    public let scheme: ColorScheme
    /// The person's accent, contrast and bold-text settings.
    public let appearance: Appearance

    /// The palette for an appearance, with the person's `appearance` settings.
    public init(scheme: ColorScheme, appearance: Appearance = Appearance()) {
        self.scheme = scheme
        self.appearance = appearance
    }

    /// The screen behind the tiles: black in dark; in light, iOS's grouped background (gray6), so white tiles stand on it.
    public var screenBackground: RGB { opaque(scheme == .dark ? .background : .gray6) }
    /// A tile's fill: gray6 on black in dark, white on gray6 in light (iOS's grouped backgrounds).
    public var tileBackground: RGB { opaque(scheme == .dark ? .secondaryBackground : .background) }
    /// A lifted tile's fill (under the pointer or with focus): a step brighter than a tile's in dark; white in light,
    /// where the shadow on the tinted ground shows the lift.
    public var liftedTileBackground: RGB { RGB(hex: scheme == .dark ? 0x262628 : 0xFFFFFF) }
    /// The shadow a lifted tile casts on the screen.
    public var tileShadow: RGB { opaque(scheme == .dark ? .gray5 : .gray3) }
    /// The shadow a panel casts on a lifted tile's fill (a menu inside its own tile): black in dark, darker than the
    /// fill it falls on as gray5 is not; gray3 in light, as on the screen.
    public var shadowOnLiftedTile: RGB { scheme == .dark ? screenBackground : tileShadow }

    /// A tile's fill with `emphasis`.
    public func tileBackground(_ emphasis: TileEmphasis) -> RGB {
        emphasis.contains(.lifted) ? liftedTileBackground : tileBackground
    }

    /// The role's color and opacity before blending.
    ///
    /// Apple's standard values, except where one falls short of legibility on the tile or the
    /// screen behind it (4.5:1 for text, 3:1 for marks; ``minimumContrast(for:)``): there the
    /// value is Apple's increased-contrast ("accessible") variant of the same system color, as
    /// the HIG's system color table gives both; a terminal has no vibrancy to lift the
    /// translucent standard ones. Apple's table gives no increased-contrast opacities for the
    /// label colors, so those opacities are the smallest (to 0.05) that keep 4.5:1 over both
    /// backgrounds, label above secondary above tertiary.
    public func value(_ role: SemanticColor) -> (color: RGB, alpha: Double) {
        let dark = scheme == .dark
        if role == .tint, appearance.accent != .tint { return value(appearance.accent) }
        switch role {
        case .label: return (RGB(hex: dark ? 0xFFFFFF : 0x000000), 1)
        // Standard: 60 % in both; the light one is 3.3:1 on the tile.
        case .secondaryLabel: return (RGB(hex: dark ? 0xEBEBF5 : 0x3C3C43), dark ? 0.6 : 0.85)
        // Standard: 30 % in both, 2.5:1 on the dark tile and 1.7:1 on the light one.
        case .tertiaryLabel: return (RGB(hex: dark ? 0xEBEBF5 : 0x3C3C43), dark ? 0.55 : 0.75)
        case .background: return (RGB(hex: dark ? 0x000000 : 0xFFFFFF), 1)
        case .secondaryBackground: return (RGB(hex: dark ? 0x1C1C1E : 0xF2F2F7), 1)
        case .separator: return (RGB(hex: dark ? 0x3A3A3C : 0xC6C6C8), 1)
        case .placeholder: return (RGB(hex: dark ? 0x3A3A3C : 0xD1D1D6), 1)
        // Light: accessible blue (standard #007AFF, 3.6:1).
        case .tint, .blue: return (RGB(hex: dark ? 0x0A84FF : 0x0040DD), 1)
        // Light: accessible red (standard #FF3B30, 3.2:1).
        case .red: return (RGB(hex: dark ? 0xFF453A : 0xD70015), 1)
        // Light: accessible green (standard #34C759, 2.0:1); a mark color, 3.9:1.
        case .green: return (RGB(hex: dark ? 0x30D158 : 0x248A3D), 1)
        // Light: standard #FF9500 is 2.0:1, and the accessible #C93400 rounds to the weekday red at 256 colors;
        // a browner orange that holds 4.5:1 and stays orange (xterm 130) there.
        case .orange: return (RGB(hex: dark ? 0xFF9F0A : 0xB04C00), 1)
        // Light: standard #FFCC00 is 1.4:1, and the accessible #B25000 is the orange above; an ochre that holds 4.5:1
        // and stays apart from it at 256 colors (xterm 94).
        case .yellow: return (RGB(hex: dark ? 0xFFD60A : 0x8E6800), 1)
        // Light: accessible pink (standard #FF2D55, 3.3:1). Both turned a few degrees from red (standard dark #FF375F,
        // accessible light #D30F45) so that at 256 colors pink rounds to xterm's pinks (204, 161) and red to its reds (203, 160).
        case .pink: return (RGB(hex: dark ? 0xFF3D70 : 0xD2005A), 1)
        // Light: accessible purple (standard #AF52DE, 3.7:1).
        case .purple: return (RGB(hex: dark ? 0xBF5AF2 : 0x8944AB), 1)
        // Light: standard #30B0C7 is 2.3:1; a deeper teal than the accessible #008299, 4.7:1 and a mark color, whose hue
        // xterm's 256 colors keep (23; #008299 rounds to the steel blue 24).
        case .teal: return (RGB(hex: dark ? 0x40C8E0 : 0x00808F), 1)
        // Dark: accessible indigo (standard #5E5CE6, 3.4:1 on the dark tile).
        case .indigo: return (RGB(hex: dark ? 0x7D7AFF : 0x5856D6), 1)
        // Light: accessible gray (standard #8E8E93, 2.9:1).
        case .gray: return (RGB(hex: dark ? 0x8E8E93 : 0x6C6C70), 1)
        case .gray2: return (RGB(hex: dark ? 0x636366 : 0xAEAEB2), 1)
        case .gray3: return (RGB(hex: dark ? 0x48484A : 0xC7C7CC), 1)
        case .gray4: return (RGB(hex: dark ? 0x3A3A3C : 0xD1D1D6), 1)
        case .gray5: return (RGB(hex: dark ? 0x2C2C2E : 0xE5E5EA), 1)
        case .gray6: return (RGB(hex: dark ? 0x1C1C1E : 0xF2F2F7), 1)
        }
    }

    /// The role's color blended over `base` (alpha roles only change with their base), stepped toward white or
    /// black where that base would take it under the role's minimum contrast (a lifted tile, a highlight).
    public func color(_ role: SemanticColor, over base: RGB) -> RGB {
        let (color, alpha) = value(role)
        let blended = alpha >= 1 ? color : color.blended(alpha: alpha, over: base)
        return minimumContrast(for: role).map { legible(blended, over: base, minimum: $0) } ?? blended
    }

    /// Whether a monochrome terminal should draw the role dimmed.
    public static func isMuted(_ role: SemanticColor) -> Bool {
        switch role {
        case .secondaryLabel, .tertiaryLabel, .separator, .placeholder, .gray, .gray2, .gray3, .gray4, .gray5, .gray6:
            true
        default:
            false
        }
    }

    private func opaque(_ role: SemanticColor) -> RGB { value(role).color }
}
