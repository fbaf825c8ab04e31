import Foundation
import Testing
import WidgettyTestSupport

/// Focus and hover on the real binary: keys and SGR mouse reports sent to the pane, the lift read back with its colors.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct FocusSessionTests {
    /// The cells of a one-cell shadow to the right of a tile: "▌" in the column after its right edge.
    func shadowRows(_ screen: [String], afterColumn column: Int) -> Int {
        screen.filter { Array($0).count > column && Array($0)[column] == "▌" }.count
    }

    /// An SGR mouse report (mode 1006) for a 0-based cell: `code` 0 a left press, 35 motion with no button.
    func mouse(_ code: Int, column: Int, row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    @Test func tabFocusesTheFirstTileAndArrowsMoveTheLift() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30)
        let start = try await session.tmux.capture()
        let corners = Array(start[1]).indices.filter { Array(start[1])[$0] == "╮" }
        let (firstRight, secondRight) = (try #require(corners.first), try #require(corners.last))
        #expect(corners.count == 2, "the small clock and the medium clock side by side")
        #expect(shadowRows(start, afterColumn: firstRight + 1) == 0, "nothing is lifted before focus")

        try await session.tmux.send("Tab")
        // Waited for whole: a capture may land while the frame is being written, with only its first rows new.
        let focused = try await session.tmux.waitFor { self.shadowRows($0, afterColumn: firstRight + 1) == 9 }
        #expect(shadowRows(focused, afterColumn: firstRight + 1) == 9, "the small tile (10 rows) casts a shadow down its right edge")
        let colored = try await session.tmux.capture(escapes: true).joined(separator: "\n")
        // The tint (#0A84FF) is 33 on black; on the tile's own fill (235), where the ring's corner sits, 33 is under 4.5:1
        // and the palette lifts it to 75 (its lighter blue).
        #expect(colored.contains(/38;5;(33|75)(;[0-9;]*)?m(\u{1B}\[[0-9;]*m)*╭/), "the ring is in the tint (#0A84FF → 33 or 75)")

        try await session.tmux.send("Right")
        try await session.tmux.waitFor { self.shadowRows($0, afterColumn: firstRight + 1) == 0 && self.shadowRows($0, afterColumn: secondRight + 1) == 9 }
        try await session.tmux.send("Escape")
        try await session.tmux.waitFor { self.shadowRows($0, afterColumn: secondRight + 1) == 0 }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func thePointerLiftsTheTileUnderItAndAClickFocusesIt() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30)
        let screen = try await session.tmux.capture()
        let row = try #require(screen.firstIndex { $0.contains("New York") })
        try await session.tmux.type(mouse(35, column: 30, row: row))
        let hovered = try await session.tmux.waitFor { $0.contains { $0.contains("▀▀▀▀") } }
        #expect(hovered.contains { $0.contains("▘") }, "the lifted tile's shadow ends in a corner")

        try await session.tmux.type(mouse(35, column: 0, row: 0))
        try await session.tmux.waitFor { !$0.contains { $0.contains("▀▀▀▀") } }

        // The click focuses the tile and does what a tap on a clock does: its cities in a sheet, which any key closes.
        try await session.tmux.type(mouse(0, column: 30, row: row) + mouse(0, column: 30, row: row, release: true))
        try await session.tmux.waitFor(text: "World Clock")
        try await session.tmux.send("Escape")
        try await session.tmux.waitFor { $0.contains { $0.contains("▀▀▀▀") } && !$0.joined().contains("World Clock") }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
