import Clocks
import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost
@testable import WidgettyCLI

/// The clock fed by the real runner, on a test clock: the reload budget must never leave it standing still.
@Suite struct ClockUnderTheRunnerTests {
    @Test(arguments: [false, true])
    func theClockShowsTheCurrentTimeForHours(seconds: Bool) async throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry)
            .parse("[[widget]]\nkind = \"clock\"\nseconds = \(seconds)\n", file: "config.toml")
        let start = Date(timeIntervalSince1970: 1_795_340_467)
        let clock = TestClock<Duration>()
        let dashboard = Dashboard(config: config, registry: ProviderCatalog.registry, scheme: .dark)
        let updates = RunnerUpdates()
        let runner = dashboard.makeRunner(time: TimeSource(clock: clock, startingAt: start), onUpdate: updates.onUpdate)
        let step: Double = seconds ? 1 : 60
        for _ in 0..<(2 * 3600 / 7) {
            runner.tick()
            await updates.settle(runner)
            guard case .entry(let entry, _)? = runner.content(of: 0, at: runner.now) else {
                Issue.record("no entry at \(runner.now)")
                return
            }
            let age = runner.now.timeIntervalSince(entry.date)
            #expect(age >= 0 && age < step, "at \(runner.now) the clock shows \(entry.date)")
            await clock.advance(by: .seconds(7))
        }
    }
}
