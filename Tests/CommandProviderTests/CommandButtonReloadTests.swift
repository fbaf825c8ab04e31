import Clocks
import FoundationEssentials
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// A command widget's button is the same button in every frame and at every load, though each gives its command
/// another `WIDGETTY_DATE` (the moment drawn): a frame drawn later, or a reload, while its command runs keeps its
/// running indicator.
@Suite(.timeLimit(.minutes(3))) struct CommandButtonReloadTests {
    static let date = Date(timeIntervalSince1970: 1_795_428_000)

    /// The tile's lines and its buttons' intents, as the runner's entry draws them now.
    func frame(_ dashboard: Dashboard, _ runner: TimelineRunner) -> (lines: [String], buttons: [RunCommandIntent]) {
        let regions = HitRegions()
        let canvas = dashboard.frame(size: Size(width: 49, height: 12), state: HomeScreenState(scheme: .dark), runner: runner,
                                     at: runner.now, hitRegions: regions)
        let buttons = regions.regions.compactMap { region -> RunCommandIntent? in
            guard case .perform(let intent, _) = region.action else { return nil }
            return intent as? RunCommandIntent
        }
        return (Array(canvas.lines()[2...3]), buttons)
    }

    @Test func aRunningButtonKeepsItsIndicatorWhenItsWidgetReloads() async throws {
        let folder = try TemporaryFolders.make()
        let go = folder.appendingPathComponent("go").path
        // The button's command runs until the test lets it end, 60 s at most.
        let waits = "i=0; while [ ! -e \(go) ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done"
        let document = folder.appendingPathComponent("deploy.json")
        try Data(#"""
            {"widgetty": 1, "policy": "never", "entries": [{"view": {"type": "vstack", "alignment": "leading", "children": [
              {"type": "text", "text": "Deploy"},
              {"type": "button", "title": "Rerun", "role": "primary", "command": ["/bin/sh", "-c", "\#(waits)"]}]}}]}
            """#.utf8).write(to: document)
        defer { _ = FileManager.default.createFile(atPath: go, contents: nil) }
        let config = try CommandWidgetTests().load("size = \"medium\"\nformat = \"json\"\ncommand = [\"cat\", \"\(document.path)\"]\n")
        let dashboard = Dashboard(config: config, registry: CommandWidgetTests.registry, scheme: .dark)
        let clock = TestClock<Duration>()
        let updates = RunnerUpdates()
        let runner = dashboard.makeRunner(time: TimeSource(clock: clock, startingAt: Self.date), onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)

        let pressed = try #require(frame(dashboard, runner).buttons.first, "no button drawn: \(frame(dashboard, runner).lines)")
        runner.perform(pressed, for: 0)
        #expect(frame(dashboard, runner).lines == [
            "   │ Deploy                                  │",
            "   │ ◌ Rerun                                 │",
        ], "at once, while its command runs")
        await clock.advance(by: .seconds(1))
        #expect(frame(dashboard, runner).lines[1] == "   │ ◌ Rerun                                 │",
                "a frame drawn a second later, whose button's command holds that moment, shows it too")

        await clock.advance(by: .seconds(4))
        runner.reload(0)
        await updates.settle(runner)
        let reloaded = frame(dashboard, runner)
        let anew = try #require(reloaded.buttons.first, "no button drawn after the reload: \(reloaded.lines)")
        #expect([pressed, anew].map { $0.launch.environment["WIDGETTY_DATE"] } == ["2026-11-23T10:00:00Z", "2026-11-23T10:00:05Z"],
                "the button drawn after the reload holds another moment in its command")
        #expect(reloaded.lines == [
            "   │ Deploy                                  │",
            "   │ ◌ Rerun                                 │",
        ], "the same button, its command still running")

        _ = FileManager.default.createFile(atPath: go, contents: nil)
        let ended = await updates.wait { runner.intentActivity(of: 0) == IntentActivity() && runner.loadStarted(of: 0) == nil }
        #expect(ended, "the command and the reload after it never ended: \(runner.intentActivity(of: 0))")
        #expect(frame(dashboard, runner).lines[1] == "   │ Rerun                                   │")
        #expect(runner.intentFailure(of: 0) == nil)
    }
}
