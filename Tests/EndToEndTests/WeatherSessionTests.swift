import Foundation
import Testing
import WidgettyTestSupport

/// The weather widget in the real dashboard, fetching through its fetch helper (widgetty itself) from a server on 127.0.0.1.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders, but a dozen
/// dashboards at once on a two-core machine make their waits flaky.
@Suite(.serialized, .takesTurns) struct WeatherSessionTests {
    @Test func placeholderThenDataThenStaleWhenTheServerGoes() async throws {
        let body = try BuiltBinary.ownForecast()
        // The forecast is held until the placeholder has been seen: a fixed pause would race a loaded machine's
        // first frame (the frame came after the data in a stress run beside three busy loops).
        let gate = ReplyGate()
        let server = try LocalHTTPServer { _ in .gated(gate, body) }
        let config = """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "weather"
        size = "small"
        name = "New York"
        latitude = 40.79
        longitude = -73.97
        base_url = "\(server.baseURL)/v1/forecast"
        """
        // The gate opens on the watching thread the moment the placeholder shows: opened by this task, it once came
        // after the fetch's own 10 s timeout, the task having waited that long for a pool thread.
        let session = try await DashboardSession(config: config, ready: nil, watchingFromTheStart: { screen in
            let placeholder = screen.contains { $0.contains("▆▆▆") }
            if placeholder { gate.open() }
            return placeholder
        })
        let loading = try await #require(session.watchFromTheStart).screen()
        #expect(!loading.contains { $0.contains("Overcast") }, "redacted while the first fetch runs")
        let loaded = try await session.tmux.waitFor(text: "Overcast", timeout: 30)
        #expect(loaded.contains { $0.contains("New York") })
        #expect(!loaded.contains { $0.contains("Updated") })

        server.stop()
        #expect(try await session.runBeside(["reload", "weather"]).status == 0)
        // The failed fetch starts the fetch helper again: slow beside three busy loops (10 s was not enough once).
        let stale = try await session.tmux.waitFor(text: "Updated", timeout: 30)
        #expect(stale.contains { $0.contains("Overcast") }, "the last good data stays on screen")
        #expect(stale.contains { $0.contains(" ! ") }, "with the badge")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
