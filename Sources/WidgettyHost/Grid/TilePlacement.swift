import WidgettyKit
import WidgettyRender

/// Where one slot of the dashboard is drawn.
public struct TilePlacement: Sendable, Equatable {
    /// The slot's position in the configuration.
    public var slot: Int
    /// The family the slot asked for.
    public var family: WidgetFamily
    /// The tile's cells, in home-screen coordinates (before scrolling).
    public var frame: Rect
    /// False when the family does not fit this terminal; the tile then says so.
    public var fits: Bool
}
