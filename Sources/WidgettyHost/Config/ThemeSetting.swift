import WidgettyKit

/// `theme` in `[dashboard]`.
public enum ThemeSetting: String, Sendable, CaseIterable {
    case dark
    case light
    /// Follow the terminal's background (OSC 11, then COLORFGBG, then dark).
    case auto

    /// The scheme when the theme is fixed; nil for `auto`.
    public var fixedScheme: ColorScheme? {
        switch self {
        case .dark: .dark
        case .light: .light
        case .auto: nil
        }
    }
}
