import FoundationEssentials

/// A widget's view whose whole tile does one thing when acted on: opens a URL, as SwiftUI's `widgetURL(_:)`, or
/// performs an intent (`widgetIntent(_:)`, for a widget whose fuller view is a sheet of the host's).
///
/// Links and buttons inside the tile lie above it. A widget sets one; where
/// it sits in the view tree does not matter.
public struct TileTap: PrimitiveView {
    /// The widget's content.
    public var content: any View
    /// What acting on the tile does; nil for nothing (the content alone).
    public var action: WidgetAction?
}

extension View {
    /// Opens `url` when the tile is acted on outside its links and buttons; nil opens nothing, as in SwiftUI.
    public func widgetURL(_ url: URL?) -> TileTap {
        TileTap(content: self, action: url.map { .openURL($0) })
    }

    /// Performs `intent` when the tile is acted on outside its links and buttons: a tap that shows the widget's fuller
    /// view where it has no URL to open (a clock's cities, a calendar's day).
    public func widgetIntent(_ intent: any WidgetIntent) -> TileTap {
        TileTap(content: self, action: .perform(intent, role: .normal))
    }
}
