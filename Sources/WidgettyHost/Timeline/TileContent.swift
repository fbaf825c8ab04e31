import Foundation
import WidgettyKit

/// What a tile shows now.
public enum TileContent: Sendable {
    /// The first timeline has not arrived: the placeholder entry, drawn redacted.
    case placeholder(any TimelineEntry)
    /// The current entry; `stale` is set when the last reload failed and these are older data.
    case entry(any TimelineEntry, stale: Staleness?)
    /// There has never been data, and loading failed.
    case failure(LoadFailure)
}

/// Old data kept on screen after a failed reload: when it was fetched, and what went wrong since.
public struct Staleness: Sendable, Equatable {
    /// When the data shown arrived.
    public var updated: Date
    /// The failure of the latest reload.
    public var failure: LoadFailure
}
