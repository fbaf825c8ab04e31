import Foundation
import Testing
import WidgettyTestSupport

/// A stack on the real binary: `]` and the mouse wheel page it, and its dots, hidden at rest, show with focus and follow.
@Suite(.serialized, .takesTurns) struct StackSessionTests {
    /// Three clocks in one small stack that never rotates by itself, so only the person pages it.
    static let config = """
        [dashboard]
        theme = "dark"

        [[stack]]
        rotation = "off"

        [[stack.widget]]
        kind = "clock"
        zones = ["America/New_York"]

        [[stack.widget]]
        kind = "clock"
        zones = ["Asia/Tokyo"]

        [[stack.widget]]
        kind = "clock"
        zones = ["Europe/Paris"]
        """

    /// An SGR mouse report (mode 1006) of the wheel at a 0-based cell: 64 up, 65 down.
    func wheel(down: Bool, column: Int, row: Int) -> String {
        "\u{1B}[<\(down ? 65 : 64);\(column + 1);\(row + 1)M"
    }

    @Test func bracketsAndTheWheelPageTheStackAndTheDotsFollow() async throws {
        let session = try await DashboardSession(columns: 60, rows: 20, config: Self.config)
        let first = try await session.tmux.waitFor { $0.contains { $0.contains("New York") } }
        #expect(!first.contains { $0.contains("●○○") }, "at rest the dots are hidden: \(first)")

        try await session.tmux.send("Tab")
        try await session.tmux.waitFor { $0.contains { $0.contains("●○○") } }
        try await session.tmux.send("]")
        let second = try await session.tmux.waitFor { $0.contains { $0.contains("○●○") } }
        #expect(second.contains { $0.contains("Tokyo") })

        let dots = try #require(second.firstIndex { $0.contains("○●○") })
        try await session.tmux.type(wheel(down: true, column: 10, row: dots - 4))
        let third = try await session.tmux.waitFor { $0.contains { $0.contains("○○●") } }
        #expect(third.contains { $0.contains("Paris") })

        try await session.tmux.type(wheel(down: false, column: 10, row: dots - 4))
        try await session.tmux.waitFor { $0.contains { $0.contains("○●○") } && $0.contains { $0.contains("Tokyo") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func removeWidgetTakesOutTheWidgetOnTopAloneAndRemoveStackTheStack() async throws {
        let config = Self.config + "\n\n[[widget]]\nkind = \"clock\"\nzones = [\"Australia/Sydney\"]\n"
        let session = try await DashboardSession(columns: 60, rows: 24, config: config, ready: "Sydney")
        try await session.tmux.waitFor { $0.contains { $0.contains("New York") } }
        try await session.tmux.send("Tab")
        try await session.tmux.waitFor { $0.contains { $0.contains("●○○") } }
        try await session.tmux.send("]")
        try await session.tmux.waitFor { $0.contains { $0.contains("○●○") } }
        try await session.tmux.send(".")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove Stack") } }
        try await session.tmux.send("Up")
        try await session.tmux.send("Up")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove “Clock” from its stack?") } }
        try await session.tmux.send("r")
        // The stack changed, so the focus left it and its dots rest hidden; focused again, they count two widgets.
        try await session.tmux.waitFor(timeout: 15) { !$0.contains { $0.contains("Tokyo") } && !$0.contains { $0.contains("Remove") } }
        try await session.tmux.send("Tab")
        let two = try await session.tmux.waitFor(timeout: 15) { $0.contains { $0.contains("─●○─") || $0.contains("─○●─") } }
        #expect(!two.contains { $0.contains("Tokyo") }, "the widget on top left: \(two)")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8)
                == config.replacingOccurrences(of: "\n\n[[stack.widget]]\nkind = \"clock\"\nzones = [\"Asia/Tokyo\"]", with: ""),
                "only its [[stack.widget]] table left the file")

        try await session.tmux.send(".")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove Stack") } }
        try await session.tmux.send("Up")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove the stack of 2 widgets?") } }
        try await session.tmux.send("r")
        let alone = try await session.tmux.waitFor(timeout: 15) { !$0.contains { $0.contains("New York") } }
        #expect(alone.contains { $0.contains("Sydney") })
        #expect(try String(contentsOf: session.configFile, encoding: .utf8)
                == "[dashboard]\ntheme = \"dark\"\n\n[[widget]]\nkind = \"clock\"\nzones = [\"Australia/Sydney\"]\n")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
