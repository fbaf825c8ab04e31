import Foundation
import Testing
import WidgettyTestSupport

/// The timer on the real binary: started, paused and reset from the keyboard and with SGR mouse clicks sent to the
/// pane, and still running after a restart.
@Suite(.serialized, .takesTurns) struct TimerSessionTests {
    /// One medium timer of 30 minutes, quiet (a small one is one tap target: its buttons are in its quick actions).
    static let config = """
    [dashboard]
    theme = "dark"

    [[widget]]
    kind = "timer"
    size = "medium"
    name = "Tea"
    durations = ["30m"]
    bell = false
    """

    /// A left press and release (SGR, mode 1006) on a 0-based cell.
    func click(column: Int, row: Int) -> String {
        "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
    }

    /// The 0-based cell of the first letter of `word` on screen.
    func cell(of word: String, in screen: [String]) throws -> (column: Int, row: Int) {
        let row = try #require(screen.firstIndex { $0.contains(word) }, "\(word) is on screen")
        let line = screen[row]
        let prefix = line[..<line.range(of: word)!.lowerBound]
        return (prefix.count, row)
    }

    /// Waits until the name's line says `caption` at its trailing edge and nothing more between them (the medium tile's
    /// 39 columns inside its margins: "Tea … 30m · running").
    @discardableResult
    func waitForCaption(_ caption: String, in session: DashboardSession) async throws -> [String] {
        try await session.tmux.waitFor { screen in
            screen.contains { $0.contains("│ Tea" + String(repeating: " ", count: 39 - 3 - caption.count) + caption + " │") }
        }
    }

    @Test func keysStartPauseAndResetIt() async throws {
        let session = try await DashboardSession(columns: 60, rows: 20, config: Self.config, ready: "Start")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        try await waitForCaption("30m · running", in: session)
        #expect(try await session.tmux.capture().contains { $0.contains("Pause") }, "the primary button is Pause now")
        try await session.tmux.send("Enter")
        try await waitForCaption("30m · paused", in: session)
        // Tab walks the items: Start, then Reset; Space presses the focused one.
        try await session.tmux.send("Tab")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Space")
        try await waitForCaption("30m", in: session)
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func clicksStartPauseAndResetItAndItRunsOnAfterARestart() async throws {
        let session = try await DashboardSession(columns: 60, rows: 20, config: Self.config, ready: "Start")
        var screen = try await session.tmux.capture()
        let start = try cell(of: "Start", in: screen)
        try await session.tmux.type(click(column: start.column + 1, row: start.row))
        screen = try await waitForCaption("30m · running", in: session)
        let pause = try cell(of: "Pause", in: screen)
        try await session.tmux.type(click(column: pause.column, row: pause.row))
        screen = try await waitForCaption("30m · paused", in: session)
        let reset = try cell(of: "Reset", in: screen)
        try await session.tmux.type(click(column: reset.column + 2, row: reset.row))
        screen = try await waitForCaption("30m", in: session)

        try await session.tmux.type(click(column: start.column, row: start.row))
        try await waitForCaption("30m · running", in: session)
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
        try await session.tmux.type("\(BuiltBinary.path) --config \(session.configFile.path)")
        try await session.tmux.send("Enter")
        try await waitForCaption("30m · running", in: session)
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
