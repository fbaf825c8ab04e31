import FoundationEssentials
import WidgettyKit

/// A timer at one moment: what it shows, the length it counts from, and the store its buttons' intents write to.
public struct TimerEntry: TimelineEntry {
    /// What the timer shows.
    public enum Face: Equatable, Sendable, Encodable {
        /// Waiting at its whole length.
        case ready
        /// Counting down to a moment (drawn with the `timer` date style, so no provider call per second).
        case running(endsAt: Date)
        /// Stopped with seconds left.
        case paused(remaining: Double)
        /// The countdown reached zero.
        case done
    }

    public let date: Date
    public let face: Face
    /// The length a start or reset counts from.
    public let duration: TimerDuration
    let store: TimerStore
    /// True for the "Done" entry of a countdown that ends while the dashboard watches, when `bell = true`.
    public let ringsBell: Bool

    private enum CodingKeys: String, CodingKey { case date, face, duration, ringsBell }

    /// An entry from `date` showing `face`.
    init(date: Date, face: Face, duration: TimerDuration, store: TimerStore, ringsBell: Bool = false) {
        self.date = date
        self.face = face
        self.duration = duration
        self.store = store
        self.ringsBell = ringsBell
    }
}
