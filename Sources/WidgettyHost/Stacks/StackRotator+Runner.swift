import FoundationEssentials
import WidgettyKit

extension StackRotator {
    /// The stacks among `slots` as they stand at `date` for a one-shot command (`render`, `timeline`): each rotated
    /// once by what the runner's widgets show then.
    public init(slots: [DashboardSlot], rotatedAt date: Date, runner: TimelineRunner) {
        self.init(slots: slots)
        rotate(at: date, runner: runner)
    }

    /// Rotates the stacks due at `now` by what the runner's widgets show then; returns the slots whose top changed.
    @discardableResult
    public mutating func rotate(at now: Date, runner: TimelineRunner) -> Set<Int> {
        rotate(at: now) { Self.score(runner.content(of: $0, at: now), at: now) }
    }

    /// The next moment a stack may rotate after `now`, reading the runner's timelines: carousel turns, dwells,
    /// pauses, and for smart stacks the ends of relevance durations and the dates of entries where relevance
    /// changes (a widget that gives none, such as a clock, never wakes the loop for its hidden entries).
    public func nextRotationDate(after now: Date, runner: TimelineRunner) -> Date? {
        nextRotationDate(after: now, score: { Self.score(runner.content(of: $0, at: now), at: now) }) { position in
            let current = runner.content(of: position, at: now)
            let relevanceEnd = Self.relevanceEnd(current).flatMap { $0 > now ? $0 : nil }
            let nextEntry = runner.nextEntryDate(of: position, after: now).flatMap { date in
                Self.relevance(current) != nil || Self.relevance(runner.content(of: position, at: date)) != nil ? date : nil
            }
            return [nextEntry, relevanceEnd].compactMap { $0 }.min()
        }
    }

    /// The relevance of the entry a widget shows, if it gives one.
    private static func relevance(_ content: TileContent?) -> TimelineEntryRelevance? {
        guard case .entry(let entry, _)? = content else { return nil }
        return entry.relevance
    }

    /// The score of the entry a widget shows at `now` while its relevance holds (a placeholder or failure has none).
    static func score(_ content: TileContent?, at now: Date) -> Double? {
        guard case .entry(let entry, _)? = content, let relevance = entry.relevance else { return nil }
        if let end = relevanceEnd(content), now >= end { return nil }
        return relevance.score
    }

    /// When the relevance of the entry shown stops holding: its date plus its duration; nil for "until the next entry".
    static func relevanceEnd(_ content: TileContent?) -> Date? {
        guard case .entry(let entry, _)? = content, let relevance = entry.relevance, relevance.duration > 0 else { return nil }
        return entry.date.addingTimeInterval(relevance.duration)
    }
}
