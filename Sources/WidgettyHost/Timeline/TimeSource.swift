import FoundationEssentials

/// Where the runner reads the time: the wall clock on the dashboard, a test clock in tests.
public struct TimeSource: Sendable {
    /// The current moment.
    public let now: @Sendable () -> Date

    /// A time source reading `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's wall clock.
    public static let live = TimeSource { Date() }

    /// A moment that never moves, for one-shot commands such as `render --at`.
    public static func fixed(_ date: Date) -> TimeSource {
        TimeSource { date }
    }

    /// Time that starts at `date` and moves as `clock` does (a `TestClock` in tests).
    public init<C: Clock>(clock: C, startingAt date: Date) where C.Duration == Duration {
        let start = clock.now
        now = {
            let elapsed = start.duration(to: clock.now).components
            return date.addingTimeInterval(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
    }
}
