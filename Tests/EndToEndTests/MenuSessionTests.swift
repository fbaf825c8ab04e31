import Foundation
import Testing
import WidgettyTestSupport

/// The quick-action menu on the real binary: it opens at the tile, runs its items, edits and removes for real.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct MenuSessionTests {
    /// A fake `vi` that records its arguments and adds a Paris clock to the file it is given, as a person would.
    func fakeEditor() throws -> (path: URL, arguments: URL) {
        let folder = try TemporaryFolders.make()
        let arguments = folder.appendingPathComponent("arguments.txt")
        let editor = folder.appendingPathComponent("vi")
        try saveInPlace("""
            #!/bin/sh
            echo "$@" > \(arguments.path)
            printf '\\n[[widget]]\\nkind = "clock"\\nsize = "small"\\nzones = ["Europe/Paris"]\\n' >> "$2"
            """, to: editor.path, mode: 0o755)
        return (editor, arguments)
    }

    @Test func theMenuOpensUnderTheTileRunsRefreshAndCloses() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30)
        try await session.tmux.send("Tab")
        try await session.tmux.send(".")
        let open = try await session.tmux.waitFor { $0.contains { $0.contains("↻ Refresh") } }
        let tileBottom = try #require(open.firstIndex { $0.hasPrefix("     ╰─") })
        // The clock's own Copy Time first, then the system's items.
        let menuTop = try #require(open.firstIndex { $0.contains("⧉ Copy Time") }) - 1
        #expect(menuTop == tileBottom + 2, "a row under the tile, clear of its shadow")
        #expect(open.contains { $0.contains("⚙ Edit Widget…") } && open.contains { $0.contains("✎ Edit in Editor…") }
                && open.contains { $0.contains("⊖ Remove Widget") })
        try await session.tmux.send("r")  // selects Refresh, the first of the two items "r" starts
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { !$0.contains { $0.contains("↻ Refresh") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func editWidgetSuspendsForTheEditorAtTheWidgetsLineAndTheEditShows() async throws {
        let editor = try fakeEditor()
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "EDITOR": editor.path.path])
        try await session.chooseEditInEditor(tile: "2")
        let after = try await session.tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Paris") } }
        #expect(!after.contains { $0.contains("Edit in Editor…") }, "the menu is gone, the screen drawn whole again")
        let arguments = try String(contentsOf: editor.arguments, encoding: .utf8)
        #expect(arguments == "+8 \(session.configFile.path)\n", "vi is told the line of the second widget's table")
        #expect(try await session.tmux.display("#{alternate_on}") == "1")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    /// "Remove?" asked for tile 3 at 100 × 40, then the window shrinks to 30 × 14, where the tiles stand in one column
    /// and tile 3 starts below the first screenful: the view scrolls to it, the question is drawn beside it, and Escape
    /// still closes it.
    @Test func aResizeKeepsTheConfirmationAndItsTileOnScreen() async throws {
        let clock = { (zone: String) in "[[widget]]\nkind = \"clock\"\nsize = \"small\"\nzones = [\"\(zone)\"]\n" }
        let session = try await DashboardSession(columns: 100, rows: 40, config: clock("UTC") + clock("Asia/Tokyo") + clock("Europe/Paris"),
                                                 ready: "Paris")
        try await session.tmux.send("3")
        try await session.tmux.send(".")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove Widget") } }
        try await session.tmux.send("Up")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove “Clock”?") } }
        try await session.tmux.resize(columns: 30, rows: 14)
        let narrow = try await session.tmux.waitFor { screen in
            screen.allSatisfy { $0.count <= 30 } && screen.contains { $0.contains("Remove “Clock”?") }
        }
        #expect(!narrow.contains { $0.contains("Tokyo") }, "scrolled down to tile 3, past tile 2")
        try await session.tmux.send("Escape")
        let closed = try await session.tmux.waitFor { !$0.contains { $0.contains("Remove “Clock”?") } }
        #expect(closed.contains { $0.contains("Paris") }, "the focused tile stays on screen")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func removeWidgetAsksThenTakesItsTableOutOfTheFile() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30)
        let before = try String(contentsOf: session.configFile, encoding: .utf8)
        try await session.tmux.send("2")
        try await session.tmux.send(".")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove Widget") } }
        try await session.tmux.send("Up")  // to the last item ("r" would choose Refresh, the first to start with it)
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove “Clock”?") } }
        try await session.tmux.send("Escape")
        try await session.tmux.waitFor { !$0.contains { $0.contains("Remove “Clock”?") } }
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == before, "Esc cancels")

        try await session.tmux.send(".")
        try await session.tmux.send("Up")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove “Clock”?") } }
        try await session.tmux.send("r")
        try await session.tmux.waitFor(timeout: 15) { !$0.contains { $0.contains("New York") } }
        let after = try String(contentsOf: session.configFile, encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: "\n\n[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = [\"America/New_York\", \"Asia/Tokyo\"]", with: ""))
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
