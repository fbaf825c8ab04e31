import Foundation
import Testing
import WidgettyTestSupport

/// The runner as a person meets it: loading, reloading from outside, and editing the configuration live.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders, but a dozen
/// dashboards at once on a two-core machine make their waits flaky.
@Suite(.serialized, .takesTurns) struct TimelineSessionTests {
    @Test func aSlowProviderShowsItsPlaceholderFirstThenTheData() async throws {
        // The screen is read from before the command is entered: in stress runs beside three busy loops, a wait begun
        // after it missed a 4 s and then a 10 s placeholder while this task waited for a pool thread.
        let session = try await DashboardSession(arguments: "--simulate-latency 6", ready: nil,
                                                 watchingFromTheStart: { $0.contains { $0.contains("▆▆▆") } })
        let loading = try await #require(session.watchFromTheStart).screen()
        #expect(!loading.contains { $0.contains("New York") }, "no data yet, only redacted bars")
        #expect(loading.contains { $0.contains("╭─") }, "the tiles' frames stand while loading")
        // Times out unless every placeholder is replaced by data.
        let loaded = try await session.waitUntilLoaded(showing: "New York")
        #expect(loaded.contains { $0.contains("November") }, "the small clock has its date too")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func reloadReachesTheRunningDashboardOverItsSocket() async throws {
        let session = try await DashboardSession()
        let sockets = try FileManager.default.contentsOfDirectory(atPath: session.runtimeDirectory.path + "/widgetty")
        #expect(sockets.count == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: session.runtimeDirectory.path + "/widgetty/" + sockets[0])
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "only this user may talk to the dashboard")

        let all = try await session.runBeside(["reload"])
        #expect(all.status == 0)
        #expect(all.output.hasPrefix("Reloading 2 widgets in the dashboard at "), "\(all.output)")
        let clocks = try await session.runBeside(["reload", "clock"])
        #expect(clocks.output.hasPrefix("Reloading 2 clock widgets"), "\(clocks.output)")

        kill(try await session.processID(), SIGUSR1)
        try await session.tmux.send("r")
        try await session.tmux.waitFor(text: "New York")
        #expect(try await session.runBeside(["reload"]).status == 0, "still running after SIGUSR1 and r")

        try await session.tmux.send("q")
        try await session.expectFullyRestored()
        #expect(try FileManager.default.contentsOfDirectory(atPath: session.runtimeDirectory.path + "/widgetty").isEmpty,
                "the socket is removed on exit")
        let none = try await session.runBeside(["reload"])
        #expect(none.status == 1)
        #expect(none.error.contains("no dashboard is running"), "\(none.error)")
    }

    @Test func anEditOfTheConfigurationAppliesLiveAndABrokenOneKeepsTheOld() async throws {
        let session = try await DashboardSession()
        let original = try String(contentsOf: session.configFile, encoding: .utf8)

        let broken = original.replacingOccurrences(of: "size = \"medium\"", with: "size = \"huge\"")
        try broken.write(to: session.configFile, atomically: true, encoding: .utf8)
        // The banner wraps onto two rows; wait for both (a capture may land between the writes of one frame).
        let bannerText = { @Sendable (screen: [String]) in screen.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        let withBanner = try await session.tmux.waitFor { bannerText($0).hasSuffix("is not one of small, medium") }
        #expect(bannerText(withBanner) == "Config not applied; the previous one still runs. config.toml:10: widget 2 (clock): size \"huge\" is not one of small, medium")
        #expect(withBanner.contains { $0.contains("New York") }, "the old configuration still runs")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == broken, "the file is left as written")

        let fixed = original.replacingOccurrences(of: "\"America/New_York\", ", with: "\"Europe/Paris\", ")
        try fixed.write(to: session.configFile, atomically: true, encoding: .utf8)
        let applied = try await session.tmux.waitFor(text: "Paris")
        #expect(!applied.contains { $0.contains("Config not applied") }, "the banner goes once the file loads")
        #expect(!applied.contains { $0.contains("New York") })

        // Saved in place (truncate and write, as `>` in a shell does), then removed and written anew.
        let inPlace = try FileHandle(forUpdating: session.configFile)
        try inPlace.truncate(atOffset: 0)
        try inPlace.write(contentsOf: Data(fixed.replacingOccurrences(of: "Europe/Paris", with: "Asia/Seoul").utf8))
        try inPlace.close()
        try await session.tmux.waitFor(text: "Seoul")
        try FileManager.default.removeItem(at: session.configFile)
        try await session.tmux.waitFor(text: "the configuration file does not")
        try original.write(to: session.configFile, atomically: false, encoding: .utf8)
        let back = try await session.tmux.waitFor(text: "New York")
        #expect(!back.contains { $0.contains("the configuration file does not") })
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
