/// When the event loop hands its read-only pages back (`ReadOnlyPages`): once the first frame is on screen, and then
/// before each long sleep that ends a quiet spell, so that a dashboard at rest does not keep the code of its last turns.
///
/// A minute clock hands its tick's code back before each minute's sleep, and the embedded demo after its minute and the
/// turns around it (a system reload, weather retries and their answers, the activity indicator's moment). A clock
/// showing seconds never sleeps that long; a listening program's frames, each a turn of the loop followed by a long
/// timed sleep, keep their pages while they come more often than `quietTurns` in `restThreshold` (once a second):
/// refaulting the pages at every frame would cost more than it keeps. It rides on the loop's own sleep: no timer, no
/// wakeup of its own.
struct PageHandBack {
    /// The shortest sleep worth a hand-back, and the span in which the turns before it are counted (BENCHMARKS.md:
    /// what a hand-back and the faults after it cost, against what a minute at rest keeps).
    static let restThreshold: Duration = .seconds(10)
    /// The most turns of the loop in `restThreshold`, the one about to sleep included, that still hand back: the demo's
    /// minute brings up to about five, its start a dozen.
    static let quietTurns = 10

    /// Whether the pages have been handed back since the start.
    private var hasHandedBack = false
    /// When the last turns began, oldest first: `quietTurns` of them at most.
    private var recentTurns: [ContinuousClock.Instant] = []

    /// Whether to hand back before a sleep of `sleep` (nil: until something wakes the loop), after `turns` turns of the
    /// loop in the last `restThreshold` (this one included); `hasHandedBack` false means the start's pages are still mapped.
    static func isDue(sleep: Duration?, turns: Int, hasHandedBack: Bool) -> Bool {
        guard hasHandedBack else { return true }
        return turns <= quietTurns && sleep.map { $0 >= restThreshold } ?? true
    }

    /// Whether the loop, at the end of a turn at `now` and about to sleep `timeout` milliseconds in `poll` (negative: no
    /// timeout), hands its pages back now.
    mutating func isDue(beforeSleepOf timeout: Int32, at now: ContinuousClock.Instant = .now) -> Bool {
        recentTurns.append(now)
        if recentTurns.count > Self.quietTurns + 1 { recentTurns.removeFirst() }
        let turns = recentTurns.count(where: { now - $0 < Self.restThreshold })
        let sleep: Duration? = timeout < 0 ? nil : .milliseconds(timeout)
        guard Self.isDue(sleep: sleep, turns: turns, hasHandedBack: hasHandedBack) else { return false }
        hasHandedBack = true
        return true
    }
}
