import WidgettyKit

/// What a tile shows now.
public enum TileContent: Sendable {
    /// The first timeline has not arrived: the placeholder entry, drawn redacted.
    case placeholder(any TimelineEntry)
    /// The current entry of the current timeline.
    case entry(any TimelineEntry)
    /// There has never been data, and loading failed.
    case failure(String)
}
