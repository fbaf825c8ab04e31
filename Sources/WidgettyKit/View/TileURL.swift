import FoundationEssentials

/// A widget's view whose whole tile opens a URL, as SwiftUI's `widgetURL(_:)`.
///
/// Links and buttons inside the tile lie above it. A widget sets one; where
/// it sits in the view tree does not matter.
public struct TileURL: PrimitiveView {
    /// The widget's content.
    public var content: any View
    /// What acting on the tile opens; nil for nothing (the content alone).
    public var url: URL?
}

extension View {
    /// Opens `url` when the tile is acted on outside its links and buttons; nil opens nothing, as in SwiftUI.
    public func widgetURL(_ url: URL?) -> TileURL {
        TileURL(content: self, url: url)
    }
}
