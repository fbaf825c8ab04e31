import FoundationEssentials
import WidgettyKit

/// Gives the clock one entry per minute (or second) boundary, so it never wakes in between.
///
/// A timeline covers an hour either way: the runner's reload budget allows a
/// reload every 5 minutes at most and about 70 a day, so a shorter timeline
/// would leave the clock standing still until the next reload is allowed.
public struct ClockProvider: TimelineProvider {
    /// The span of one timeline, in seconds.
    static let timelineSpan = 3600
    let showsSeconds: Bool

    /// The time now: a clock has nothing to wait for.
    public func placeholder(in context: WidgetContext) -> ClockEntry {
        ClockEntry(date: context.date)
    }

    /// An entry now, then one at each coming minute (or second) boundary; reload at the end.
    public func timeline(in context: WidgetContext) async throws -> Timeline<ClockEntry> {
        let date = context.date
        let step = showsSeconds ? 1 : 60
        let first = (date.timeIntervalSinceReferenceDate / Double(step)).rounded(.down) * Double(step)
        let entries = [ClockEntry(date: date)] + (1..<Self.timelineSpan / step).map {
            ClockEntry(date: Date(timeIntervalSinceReferenceDate: first + Double($0 * step)))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}
