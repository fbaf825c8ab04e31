import Foundation
import Testing
import WidgettyTestSupport

/// Scrubbing a chart on the real binary: focus the system tile, the arrows move the selected time and its label follows.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct ChartScrubSessionTests {
    @Test func theArrowsMoveTheLabelAlongTheChart() async throws {
        // Half an hour of samples a minute apart up to a minute ago, CPU busy a varying share of each minute, so the
        // chart has thirty positions at thirty times (the recorded machine's history is too old to be kept).
        let state = try TemporaryFolders.make()
        let now = Int(Date().timeIntervalSince1970)
        var busy = 1_000_000, total = 2_000_000
        let samples = (0..<30).reversed().map { age -> String in
            busy += 1_000 + (age % 7) * 700
            total += 6_000
            return "\(now - 60 - age * 60) \(busy) \(total) eth0 15382856 63985"
        }
        try saveInPlace(samples.joined(separator: "\n") + "\n", to: state.appendingPathComponent("system-auto.history").path)
        let machine = SystemFixtures.folder("vm")
        let config = """
            [dashboard]
            theme = "dark"

            [[widget]]
            kind = "system"
            size = "medium"
            proc_root = "\(machine.appendingPathComponent("proc").path)"
            sys_root = "\(machine.appendingPathComponent("sys").path)"
            state_dir = "\(state.path)"
            """
        let session = try await DashboardSession(config: config, ready: "CPU")
        let before = try await session.tmux.capture()
        try await session.tmux.send("Tab")
        try await session.tmux.send("Left")
        // The selected time and its value on the chart's top row ("15:46 16.7%", or "1:55 PM 16.7%" on a 12-hour screen);
        // not the focused tile's summary below the chart ("… now 16.7%, highest at 23:23."), which shows until focus leaves.
        let label: @Sendable ([String]) -> String? = { screen in
            screen.first { $0.contains("%") && $0.contains(/[0-9]:[0-9][0-9]/) && !$0.contains(/at [0-9]+:[0-9][0-9]/) }
        }
        let first = try await session.tmux.waitFor { $0 != before && label($0) != nil }
        let firstLabel = try #require(label(first))
        for _ in 0..<10 { try await session.tmux.send("Left") }
        let later = try await session.tmux.waitFor { label($0) != nil && label($0) != firstLabel }
        #expect(label(later) != firstLabel, "ten positions back, another time: \(label(later) ?? "")")
        try await session.tmux.send("Escape")
        try await session.tmux.waitFor { label($0) == nil }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
