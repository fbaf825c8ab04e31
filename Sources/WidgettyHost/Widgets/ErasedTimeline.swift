import WidgettyKit

/// A provider's timeline with its entry type erased, as the host stores it.
public struct ErasedTimeline: Sendable {
    public var entries: [any TimelineEntry]
    public var policy: ReloadPolicy

    /// Erases a typed timeline.
    public init<Entry: TimelineEntry>(_ timeline: Timeline<Entry>) {
        entries = timeline.entries
        policy = timeline.policy
    }
}
