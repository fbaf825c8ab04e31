import Foundation
import Testing
import WidgettyTestSupport

/// `t` in a real dashboard: command widgets run again, and listening programs start again, in the new scheme.
@Suite(.takesTurns) struct ColorSchemeSessionTests {
    @Test func commandWidgetsFollowTheSchemeTPicks() async throws {
        let config = """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "command"
        size = "medium"
        shell = "echo \\"runs in $WIDGETTY_COLOR_SCHEME\\""

        [[widget]]
        kind = "command"
        size = "medium"
        mode = "listen"
        shell = "echo \\"listens in $WIDGETTY_COLOR_SCHEME\\"; exec sleep 600"
        """
        let session = try await DashboardSession(config: config, ready: "listens in dark")
        try await session.waitUntilLoaded(showing: "runs in dark")
        try await session.tmux.send("t")
        let light = try await session.tmux.waitFor(timeout: 30) { screen in
            screen.contains { $0.contains("runs in light") } && screen.contains { $0.contains("listens in light") }
        }
        #expect(!light.contains { $0.contains("in dark") })
        try await session.tmux.send("t")
        _ = try await session.tmux.waitFor(timeout: 30) { screen in
            screen.contains { $0.contains("runs in dark") } && screen.contains { $0.contains("listens in dark") }
        }
        try await session.tmux.send("q")
        _ = try await session.expectTerminalRestored()
    }
}
