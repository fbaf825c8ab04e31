import Benchmark
import Foundation
import Synchronization
import WidgettyHost
import WidgettyKit

/// An entry that only has a date.
struct TickEntry: TimelineEntry {
    let date: Date
}

/// A moment the benchmark moves by hand.
final class ManualTime: Sendable {
    let date: Mutex<Date>
    init(_ date: Date) { self.date = Mutex(date) }
}

/// A runner for `count` widgets whose timelines (100 entries a minute apart, policy never) have arrived.
func loadedRunner(widgets count: Int, start: Date, time: ManualTime) -> TimelineRunner {
    let entries: [any TimelineEntry] = (0..<100).map { TickEntry(date: start.addingTimeInterval(Double($0) * 60)) }
    let timeline = ErasedTimeline(entries: entries, policy: .never)
    let context = WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169))
    var instances: [WidgetPosition: (WidgetInstance, WidgetContext)] = [:]
    for slot in 0..<count {
        // Each widget has its own settings, so none share a fetch.
        let config = WidgetConfig(kind: "tick", family: .small, settings: WidgetSettings(["n": .integer(slot)]), label: "widget \(slot + 1)")
        instances[WidgetPosition(slot: slot)] = (WidgetInstance(config: config, displayName: "Tick", widget: AnyWidget(
            placeholder: { TickEntry(date: $0.date) }, timeline: { _ in timeline }, view: { _, _ in EmptyView() })), context)
    }
    let runner = TimelineRunner(instances: instances, time: TimeSource { time.date.withLock { $0 } })
    runner.tick()
    let done = DispatchSemaphore(value: 0)
    Task {
        await runner.waitForFirstLoads(timeout: 120)
        done.signal()
    }
    done.wait()
    return runner
}

/// Fresh runners handed out one per benchmark iteration, since playing a timeline uses it up.
final class RunnerSupply: Sendable {
    let start = Date(timeIntervalSince1970: 1_795_340_460)
    private let runners: Mutex<[(TimelineRunner, ManualTime)]>

    init(widgets: Int, count: Int) {
        let start = self.start
        runners = Mutex((0..<count).map { _ in
            let time = ManualTime(start)
            return (loadedRunner(widgets: widgets, start: start, time: time), time)
        })
    }

    func next() -> (TimelineRunner, ManualTime) {
        runners.withLock { $0.removeLast() }
    }
}

let benchmarks: @Sendable () -> Void = {
    // From the first tick to every timeline scheduled: 1,000 provider calls on the
    // provider threads, and each answer's 100 entries handed to the schedule.
    Benchmark("runner: 1000 widgets x 100 entries, first tick to all scheduled",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxIterations: 20)) { benchmark in
        let start = Date(timeIntervalSince1970: 1_795_340_460)
        blackHole(loadedRunner(widgets: 1_000, start: start, time: ManualTime(start)))
    }

    // Each iteration plays a whole timeline: `widgets` x 99 entry switches, woken at each
    // next date the runner asks for, exactly as the event loop does. Divide by the events
    // for the time per event (BENCHMARKS.md does).
    for (widgets, iterations) in [(100, 30), (1_000, 20), (10_000, 5)] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 0,
            scalingFactor: .one, maxDuration: .seconds(60), maxIterations: iterations)
        Benchmark("runner: \(widgets) widgets x 100 entries, every switch", configuration: configuration) { benchmark, supply in
            let (runner, time) = supply.next()
            var events = 0
            benchmark.startMeasurement()
            while let next = runner.nextWakeDate() {
                time.date.withLock { $0 = next }
                runner.tick()
                events += widgets
            }
            benchmark.stopMeasurement()
            precondition(events == widgets * 99, "every entry switched once")
        } setup: {
            RunnerSupply(widgets: widgets, count: iterations)
        }
    }
}
