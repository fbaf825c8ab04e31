import WidgettyKit

/// One area of a frame that does something when acted on: where it is, whose widget it belongs to, and what it does.
public struct InteractiveRegion: Sendable {
    /// The cells it covers, after padding, stacks, truncation and clipping.
    public var rect: Rect
    /// The widget it belongs to, as the host numbers its widgets (the dashboard's slot).
    public var widget: Int
    /// What acting on it does.
    public var action: WidgetAction
    /// True for the tile's tap (`widgetURL`, `widgetIntent`), which covers the whole tile under its other regions.
    public var coversTile: Bool
    /// Whether the control shows a bezel (a fill, a border or a toggle's box), which gets the smaller hit padding.
    public var hasBezel: Bool
    /// Whether it answers only where it is drawn, without padding or the minimum size (`.exactHitTargets()`).
    public var isExact: Bool
    /// Whether it is a list's row (`FittingList`), as wide as the list's tile: a link there is marked as a button is.
    public var isListRow: Bool

    /// A region of `widget` covering `rect`.
    public init(rect: Rect, widget: Int, action: WidgetAction, coversTile: Bool = false, hasBezel: Bool = false, isExact: Bool = false,
                isListRow: Bool = false) {
        self.rect = rect
        self.isListRow = isListRow
        self.hasBezel = hasBezel
        self.isExact = isExact
        self.widget = widget
        self.action = action
        self.coversTile = coversTile
    }
}
