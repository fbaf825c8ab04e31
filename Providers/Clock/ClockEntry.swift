import FoundationEssentials
import WidgettyKit

/// One tick of the clock: the moment the tile shows.
public struct ClockEntry: TimelineEntry, Encodable {
    public var date: Date

    /// Creates an entry for a moment.
    public init(date: Date) {
        self.date = date
    }
}
