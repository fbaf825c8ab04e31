/// The sizes a widget can take on the home screen, as in WidgetKit.
public enum WidgetFamily: String, CaseIterable, Sendable, Codable, Comparable {
    case small
    case medium
    case large
    case extraLarge = "extra_large"

    /// How many small units the family spans across and down the grid.
    public var units: (columns: Int, rows: Int) {
        switch self {
        case .small: (1, 1)
        case .medium: (2, 1)
        case .large: (2, 2)
        case .extraLarge: (4, 2)
        }
    }

    /// The spelling used in configuration files and messages.
    public var configName: String { rawValue }

    /// Orders families from small to extra large.
    public static func < (lhs: WidgetFamily, rhs: WidgetFamily) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
