import Clocks
import Foundation
import Logging
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// A runner on a `TestClock` starting at 2026-11-22 09:41:00 UTC, with jitter fixed at none.
///
/// Waiting for providers skips widgets whose label starts with "hung": tests give that label to providers told to hang.
struct RunnerHarness {
    static let start = Date(timeIntervalSince1970: 1_795_340_460)
    let clock = TestClock<Duration>()
    let runner: TimelineRunner
    let updates = RunnerUpdates()
    /// The slots of providers told to hang, which waiting skips.
    private let hung: Set<WidgetPosition>

    /// A harness for instances by slot, logging to `logger`; `jitter` picks where retries fall in the ±10 % band (0.5: exactly on schedule).
    /// `onUpdate` is told each time the runner would wake the loop.
    init(_ instances: [WidgetPosition: WidgetInstance], jitter: Double = 0.5,
         logger: Logger = Logger(label: "widgetty", factory: { _ in SwiftLogNoOpLogHandler() }), onUpdate: @escaping @Sendable () -> Void = {}) {
        var policy = SchedulingPolicy()
        policy.jitterUnit = { jitter }
        let observed = updates.onUpdate
        runner = TimelineRunner(instances: instances.mapValues { ($0, Self.context(for: $0)) },
                                time: TimeSource(clock: clock, startingAt: Self.start), policy: policy, logger: logger,
                                onUpdate: { onUpdate(); observed() })
        hung = Set(instances.filter { $0.value.config.settings.string("label")?.hasPrefix("hung") == true }.keys)
    }

    /// The context a test instance is shown in.
    static func context(for instance: WidgetInstance) -> WidgetContext {
        WidgetContext(family: instance.config.family, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169),
                      timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
    }

    /// The moment `seconds` after the start.
    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// Starts what is due and waits for the providers that answer.
    func tick() async {
        runner.tick()
        await settle()
    }

    /// Waits for every provider that will answer.
    func settle() async {
        await updates.settle(runner, skipping: hung.contains)
    }

    /// Moves the clock to `seconds` after the start, then ticks.
    func advance(to seconds: Double) async {
        await clock.advance(to: clock.now.advanced(by: .seconds(seconds) - .seconds(runner.now.timeIntervalSince(Self.start))))
        await tick()
    }

    /// Ticks at each moment the runner asks to be woken, up to `seconds` after the start.
    func run(until seconds: Double) async {
        var turns = 0
        while let next = runner.nextWakeDate(), next <= Self.at(seconds), turns < 100_000 {
            await advance(to: max(next.timeIntervalSince(Self.start), runner.now.timeIntervalSince(Self.start)))
            turns += 1
        }
        await advance(to: seconds)
    }

    /// The label of the entry the slot shows now, "placeholder", or the failure message.
    func shown(_ slot: WidgetPosition = 0) -> String {
        switch runner.content(of: slot, at: runner.now) {
        case .entry(let entry, let stale)?: ((entry as? StubEntry)?.label ?? "?") + (stale == nil ? "" : " (stale)")
        case .placeholder?: "placeholder"
        case .failure(let failure)?: "failed: \(failure.message)"
        case nil: "nothing"
        }
    }
}
