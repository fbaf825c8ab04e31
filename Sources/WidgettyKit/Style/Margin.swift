/// Space around content, in the HIG's terms; the renderer turns points into cells.
public enum Margin: Sendable, Equatable {
    /// 16 points: the usual distance from a tile's edge to its content.
    case standard
    /// 8 points: for content that needs the room (grids of glyphs, lists).
    case tight
    /// An exact number of cells on each side.
    case cells(horizontal: Int, vertical: Int)

    /// The margin in points, or nil when given in cells.
    public var points: Double? {
        switch self {
        case .standard: 16
        case .tight: 8
        case .cells: nil
        }
    }
}
