/// A provider's answer: entries in date order, and when to ask again.
public struct Timeline<Entry: TimelineEntry>: Sendable {
    /// The entries, sorted by date.
    public var entries: [Entry]
    /// When the runner should request the next timeline.
    public var policy: ReloadPolicy

    /// Creates a timeline; entries are sorted by date.
    public init(entries: [Entry], policy: ReloadPolicy) {
        self.entries = entries.sorted { $0.date < $1.date }
        self.policy = policy
    }
}
