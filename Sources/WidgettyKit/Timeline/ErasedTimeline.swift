/// A provider's timeline with its entry type erased, as the host stores it and a kind made at run time answers.
public struct ErasedTimeline: Sendable {
    /// The entries, sorted by date.
    public var entries: [any TimelineEntry]
    /// When to ask for the next timeline.
    public var policy: ReloadPolicy

    /// Erases a typed timeline.
    public init<Entry: TimelineEntry>(_ timeline: Timeline<Entry>) {
        entries = timeline.entries
        policy = timeline.policy
    }

    /// A timeline of already erased entries, sorted by date.
    public init(entries: [any TimelineEntry], policy: ReloadPolicy) {
        self.entries = entries.sorted { $0.date < $1.date }
        self.policy = policy
    }
}
