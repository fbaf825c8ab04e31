import WidgettyKit

/// The HIG's colors for one appearance, by semantic role (DESIGN §5).
public struct Palette: Sendable {
    /// The appearance this palette draws.
    public let scheme: ColorScheme

    /// The palette for an appearance.
    public init(scheme: ColorScheme) {
        self.scheme = scheme
    }

    /// The screen behind the tiles.
    public var screenBackground: RGB { opaque(.background) }
    /// A tile's fill.
    public var tileBackground: RGB { opaque(.secondaryBackground) }

    /// The role's color and opacity before blending.
    public func value(_ role: SemanticColor) -> (color: RGB, alpha: Double) {
        let dark = scheme == .dark
        switch role {
        case .label: return (RGB(hex: dark ? 0xFFFFFF : 0x000000), 1)
        case .secondaryLabel: return (RGB(hex: dark ? 0xEBEBF5 : 0x3C3C43), 0.6)
        case .tertiaryLabel: return (RGB(hex: dark ? 0xEBEBF5 : 0x3C3C43), 0.3)
        case .background: return (RGB(hex: dark ? 0x000000 : 0xFFFFFF), 1)
        case .secondaryBackground: return (RGB(hex: dark ? 0x1C1C1E : 0xF2F2F7), 1)
        case .separator: return (RGB(hex: dark ? 0x3A3A3C : 0xC6C6C8), 1)
        case .placeholder: return (RGB(hex: dark ? 0x3A3A3C : 0xD1D1D6), 1)
        case .tint, .blue: return (RGB(hex: dark ? 0x0A84FF : 0x007AFF), 1)
        case .red: return (RGB(hex: dark ? 0xFF453A : 0xFF3B30), 1)
        case .green: return (RGB(hex: dark ? 0x30D158 : 0x34C759), 1)
        case .orange: return (RGB(hex: dark ? 0xFF9F0A : 0xFF9500), 1)
        case .yellow: return (RGB(hex: dark ? 0xFFD60A : 0xFFCC00), 1)
        case .pink: return (RGB(hex: dark ? 0xFF375F : 0xFF2D55), 1)
        case .purple: return (RGB(hex: dark ? 0xBF5AF2 : 0xAF52DE), 1)
        case .teal: return (RGB(hex: dark ? 0x40C8E0 : 0x30B0C7), 1)
        case .indigo: return (RGB(hex: dark ? 0x5E5CE6 : 0x5856D6), 1)
        case .gray: return (RGB(hex: 0x8E8E93), 1)
        case .gray2: return (RGB(hex: dark ? 0x636366 : 0xAEAEB2), 1)
        case .gray3: return (RGB(hex: dark ? 0x48484A : 0xC7C7CC), 1)
        case .gray4: return (RGB(hex: dark ? 0x3A3A3C : 0xD1D1D6), 1)
        case .gray5: return (RGB(hex: dark ? 0x2C2C2E : 0xE5E5EA), 1)
        case .gray6: return (RGB(hex: dark ? 0x1C1C1E : 0xF2F2F7), 1)
        }
    }

    /// The role's color blended over `base` (alpha roles only change with their base).
    public func color(_ role: SemanticColor, over base: RGB) -> RGB {
        let (color, alpha) = value(role)
        return alpha >= 1 ? color : color.blended(alpha: alpha, over: base)
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
