/// How relevant an entry is, and for how long, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Sendable, Equatable, Codable {
    /// Higher scores rise in smart stacks; zero or less never rotates up.
    public var score: Double
    /// Seconds from the entry's date during which the score holds; zero means until the next entry.
    public var duration: Double

    /// Creates a relevance with a score and an optional duration in seconds.
    public init(score: Double, duration: Double = 0) {
        self.score = score
        self.duration = duration
    }
}
