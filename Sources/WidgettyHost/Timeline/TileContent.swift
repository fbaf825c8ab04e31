import FoundationEssentials
import WidgettyKit

/// What a tile shows now.
public enum TileContent: Sendable {
    /// The first timeline has not arrived: the placeholder entry, drawn redacted.
    case placeholder(any TimelineEntry)
    /// The current entry; `stale` is set when these data are older than their provider reloads them
    /// (a reload failed, or has not come back).
    case entry(any TimelineEntry, stale: Staleness?)
    /// There has never been data, and loading failed.
    case failure(LoadFailure)
}

/// Data older than their provider's reload interval (an hour for `never`), kept on screen:
/// when they were fetched, and what went wrong since, if a reload failed.
public enum Staleness: Sendable, Equatable {
    /// A reload failed.
    case failed(updated: Date, LoadFailure)
    /// No reload failed, but the one due has not come back.
    case old(updated: Date)

    /// When the data shown arrived.
    public var updated: Date {
        switch self {
        case .failed(let updated, _), .old(let updated): updated
        }
    }

    /// The failure of the latest reload; nil when none failed but the data are old all the same.
    public var failure: LoadFailure? {
        if case .failed(_, let failure) = self { failure } else { nil }
    }
}
