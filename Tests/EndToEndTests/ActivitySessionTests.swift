import Foundation
import Testing
import WidgettyTestSupport

/// A reload that takes a while shows an activity indicator on its tile's edge, then the data.
@Suite(.takesTurns) struct ActivitySessionTests {
    /// Whether a line holds one of the indicator's braille frames.
    static func turning(_ line: String) -> Bool {
        line.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
    }

    @Test func pressingRWithASlowProviderShowsTheIndicatorThenTheData() async throws {
        let config = "[dashboard]\ntheme = \"dark\"\n\n[[widget]]\nkind = \"clock\"\nsize = \"small\"\n"
        let session = try await DashboardSession(config: config, arguments: "--simulate-latency 4", ready: nil)
        let loaded = try await session.tmux.waitFor(timeout: 40) { screen in
            screen.contains { $0.contains("╰") } && !screen.contains { $0.contains("▆") } && !screen.contains(where: Self.turning)
        }
        let numerals = loaded.filter { $0.contains("╺") || $0.contains("┏━┓") }
        #expect(!numerals.isEmpty, "the time in large numerals")

        // The indicator turns for the 4 s the reload takes: the screen is read from before `r`, so a task that waits
        // for a pool thread meanwhile still sees it.
        let turning = session.tmux.watch(timeout: 8) { $0.contains(where: Self.turning) }
        try await session.tmux.send("r")
        let reloading = try await turning.screen()
        let edge = try #require(reloading.first(where: Self.turning))
        #expect(edge.contains("╭") && edge.contains("╮"), "on the tile's top edge: \(edge)")
        #expect(!reloading.contains { $0.contains("▆") }, "the data stay on screen while it reloads")

        let reloaded = try await session.tmux.waitFor(timeout: 20) { !$0.contains(where: Self.turning) }
        #expect(reloaded.contains { $0.contains("╰") } && !reloaded.contains { $0.contains("▆") }, "then the data, without the indicator")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
