import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The notes widget on the real binary: a click opens a note in `$EDITOR` with the dashboard suspended, and what the
/// editor saved shows when it returns; a click on a task box ticks it in the file on disk.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct NotesSessionTests {
    /// A notes folder holding `notes` (name and text), in a temporary folder.
    func folder(_ notes: [(String, String)]) throws -> URL {
        let folder = try TemporaryFolders.make().appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for (name, text) in notes { try saveInPlace(text, to: folder.appendingPathComponent(name).path) }
        return folder
    }

    /// A notes tile of `size` over `folder`, with `extra` lines in its table.
    func config(_ folder: URL, size: String, extra: String = "") -> String {
        "[dashboard]\ntheme = \"dark\"\n\n[[widget]]\nkind = \"notes\"\nsize = \"\(size)\"\npath = \"\(folder.path)\"\n\(extra)"
    }

    /// Presses and releases the left button on the cell at `column`, `row` (1-based), in SGR mouse reporting.
    func click(_ session: DashboardSession, column: Int, row: Int) async throws {
        try await session.tmux.type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
    }

    @Test func aClickOpensTheNoteInTheEditorAndTheSavedLineShows() async throws {
        let notes = try folder([("alpha.md", "# Alpha\n")])
        let editor = try TemporaryFolders.make().appendingPathComponent("editor")
        try saveInPlace("#!/bin/sh\nfor last in \"$@\"; do :; done\nprintf 'Appended by the editor\\n' >> \"$last\"\n", to: editor.path, mode: 0o755)
        let session = try await DashboardSession(config: config(notes, size: "medium"), environment: ["NO_COLOR": "", "EDITOR": editor.path, "VISUAL": ""],
                                                 ready: "Alpha")
        let screen = try await session.tmux.capture()
        let row = try #require(screen.firstIndex { $0.contains("Alpha") })
        let column = try #require(screen[row].range(of: "Alpha")).lowerBound.utf16Offset(in: screen[row])
        try await click(session, column: column + 2, row: row + 1)
        try await session.tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Appended by the editor") } }
        #expect(try String(contentsOf: notes.appendingPathComponent("alpha.md"), encoding: .utf8) == "# Alpha\nAppended by the editor\n")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    /// A large tile showing one note opens it with Return, as help says (a task box still ticks only where it is).
    @Test func returnOnALargeTileShowingOneNoteOpensItInTheEditor() async throws {
        let notes = try folder([("todo.md", "# Groceries\n- [ ] Milk\n")])
        let editor = try TemporaryFolders.make().appendingPathComponent("editor")
        try saveInPlace("#!/bin/sh\nfor last in \"$@\"; do :; done\nprintf 'Opened by Return\\n' >> \"$last\"\n", to: editor.path, mode: 0o755)
        let session = try await DashboardSession(config: config(notes, size: "large", extra: "show = \"note\"\n"),
                                                 environment: ["NO_COLOR": "", "EDITOR": editor.path, "VISUAL": ""], ready: "Groceries")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Opened by Return") } }
        #expect(try String(contentsOf: notes.appendingPathComponent("todo.md"), encoding: .utf8) == "# Groceries\n- [ ] Milk\nOpened by Return\n")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func aClickOnATaskBoxTicksItOnDisk() async throws {
        let notes = try folder([("todo.md", "# Groceries\r\n- [ ] Milk\r\n- [ ] Eggs")])
        let session = try await DashboardSession(config: config(notes, size: "large", extra: "show = \"note\"\nnote = \"todo.md\"\n"),
                                                 ready: "Groceries")
        let screen = try await session.tmux.capture()
        let row = try #require(screen.firstIndex { $0.contains("Eggs") })
        let column = try #require(screen[row].range(of: "☐")).lowerBound.utf16Offset(in: screen[row])
        try await click(session, column: column + 2, row: row + 1)
        let file = notes.appendingPathComponent("todo.md")
        var text = ""
        for _ in 0..<200 {
            text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if text.contains("[x] Eggs") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(text == "# Groceries\r\n- [ ] Milk\r\n- [x] Eggs", "that one box, every other byte as it was")
        try await session.tmux.waitFor { $0.contains { $0.contains("☑ Eggs") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func newNoteMakesTheMissingFolderAndADatedNoteAndOpensIt() async throws {
        let notes = try TemporaryFolders.make().appendingPathComponent("notes")
        let editor = try TemporaryFolders.make().appendingPathComponent("editor")
        try saveInPlace("#!/bin/sh\nfor last in \"$@\"; do :; done\nprintf '# Written in the editor\\n' >> \"$last\"\n", to: editor.path, mode: 0o755)
        let session = try await DashboardSession(config: config(notes, size: "medium"), environment: ["NO_COLOR": "", "EDITOR": editor.path, "VISUAL": ""],
                                                 ready: "No folder")
        try await session.tmux.send("Tab")
        try await session.tmux.send(".")
        try await session.tmux.waitFor { $0.contains { $0.contains("New Note…") } }
        try await session.tmux.send("n")
        try await session.tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Written in the editor") } }
        let made = try FileManager.default.contentsOfDirectory(atPath: notes.path)
        #expect(made.count == 1)
        #expect(made.first?.wholeMatch(of: /\d{4}-\d{2}-\d{2}-\d{4}\.md/) != nil, "\(made)")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
