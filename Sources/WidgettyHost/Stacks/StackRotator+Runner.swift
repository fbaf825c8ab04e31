import Foundation
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

    /// The next moment a stack may rotate after `now`, reading the runner's timelines: entry dates and the
    /// ends of relevance durations of smart stacks' widgets, carousel turns, dwells and pauses.
    public func nextRotationDate(after now: Date, runner: TimelineRunner) -> Date? {
        nextRotationDate(after: now, score: { Self.score(runner.content(of: $0, at: now), at: now) }) { position in
            let relevanceEnd = Self.relevanceEnd(runner.content(of: position, at: now)).flatMap { $0 > now ? $0 : nil }
            return [runner.nextEntryDate(of: position, after: now), relevanceEnd].compactMap { $0 }.min()
        }
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
