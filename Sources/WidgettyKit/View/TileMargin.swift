/// A widget's view with the margin it wants from its tile's edge: `.standard` (16 pt) around text,
/// `.tight` (8 pt) where graphics or grouped content read better with the room, as the Widgets chapter allows.
///
/// The tile reads it on the widget's outermost view (`standard` when there is none); anywhere else it changes nothing.
public struct TileMargin: PrimitiveView {
    /// The widget's content.
    public var content: any View
    /// The margin between the tile's edge and the content.
    public var margin: Margin
}

extension View {
    /// Asks the tile for `margin` between its edge and this view, in place of the standard 16 pt.
    public func tileMargin(_ margin: Margin) -> TileMargin {
        TileMargin(content: self, margin: margin)
    }
}
