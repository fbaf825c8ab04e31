/// How large a control is, as SwiftUI's `.controlSize(_:)`: in cells, one row with 1, 2 or 3 cells on each side
/// of the label, and a large one bordered (three rows).
public enum ControlSize: Sendable, Equatable, CaseIterable {
    /// One row, a cell on each side of the label.
    case small
    /// One row, two cells on each side.
    case medium
    /// A border around one row, three cells on each side of the label.
    case large

    /// The cells on each side of the label, inside any border.
    public var horizontalPadding: Int {
        switch self {
        case .small: 1
        case .medium: 2
        case .large: 3
        }
    }

    /// Whether the control is drawn inside a border.
    public var isBordered: Bool { self == .large }
}
