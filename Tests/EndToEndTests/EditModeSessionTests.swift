import Foundation
import Testing
import WidgettyTestSupport

/// Edit mode on the real binary, as a person arranges a commented configuration: move, resize, stack (dragging with
/// SGR mouse reports, or `m` with `mouse = false`), take a widget out of its stack, remove one; each step's file is
/// an exact text; undoing everything gives the original back byte for byte, and redoing the arranged one.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct EditModeSessionTests {
    static let tokyo = "# Tokyo, where I live.\n[[widget]]\nkind = \"clock\"   # a clock\nsize = \"small\"\nzones = [\"Asia/Tokyo\"]   # home"
    static let london = "# London.\n[[widget]]\nkind = \"clock\"\nzones = [\"Europe/London\"]"
    static let wide = "# Two zones, wide.\n[[widget]]\nkind = \"clock\"\nsize = \"medium\"\nzones = [\"America/New_York\", \"Europe/Paris\"]"
    static let sydney = "# Sydney, last.\n[[widget]]  # the last one\nkind = \"clock\"\nzones = [\"Australia/Sydney\"]"
    static let closing = "# Closing words."

    /// The file of `tables` after the `[dashboard]` table, blank lines between, and the closing comment.
    static func file(mouse: Bool, _ tables: [String]) -> String {
        let dashboard = "# My home screen, with comments everywhere.\n[dashboard]   # the look\ntheme = \"dark\"   # always dark"
            + (mouse ? "" : "\nmouse = false")
        return ([dashboard] + tables + [closing]).joined(separator: "\n\n") + "\n"
    }

    /// A table's first `[[widget]]` header renamed, as a stack's widget.
    static func inStack(_ table: String) -> String {
        guard let header = table.range(of: "[[widget]]") else { return table }
        return table.replacingCharacters(in: header, with: "[[stack.widget]]")
    }

    /// The screen cell of the first `text` on screen.
    func cell(of text: String, in screen: [String]) throws -> (column: Int, row: Int) {
        for (row, line) in screen.enumerated() {
            if let found = line.range(of: text) { return (line.distance(from: line.startIndex, to: found.lowerBound), row) }
        }
        throw TmuxError.failed("\(text) is not on screen:\n\(screen.joined(separator: "\n"))")
    }

    /// Waits until the configuration file says `expected` (10 s at most), and says what it held when it gives up.
    func expectFile(_ session: DashboardSession, _ expected: String, _ step: String) async throws {
        let file = session.configFile
        let matched = await eventually { (try? String(contentsOf: file, encoding: .utf8)) == expected }
        let held = try String(contentsOf: file, encoding: .utf8)
        #expect(matched, "\(step): the file holds\n\(held)\nnot\n\(expected)")
        if !matched { throw TmuxError.failed("\(step) did not write the expected file; screen:\n\(try await session.tmux.capture().joined(separator: "\n"))") }
    }

    func arrangeAndUndoEverything(columns: Int, mouse: Bool) async throws {
        let original = Self.file(mouse: mouse, [Self.tokyo, Self.london, Self.wide, Self.sydney])
        let session = try await DashboardSession(columns: columns, rows: 30, config: original)
        try await session.tmux.send("e")
        try await session.tmux.waitFor { $0.contains { $0.contains("e Done") } }

        // Sydney, tile 4, one place left three times: before the first tile.
        try await session.tmux.send("4", "H", "H", "H")
        try await expectFile(session, Self.file(mouse: mouse, [Self.sydney, Self.tokyo, Self.london, Self.wide]), "moving Sydney first")

        let sydney = Self.sydney + "\nsize = \"medium\""
        try await session.tmux.send("s")
        try await expectFile(session, Self.file(mouse: mouse, [sydney, Self.tokyo, Self.london, Self.wide]), "resizing Sydney")

        // Sydney drawn medium (its day, today or tomorrow by the hour, and offset), so London and Tokyo are where they now stand.
        let screen = try await session.tmux.waitFor { screen in
            [", +11h", "London", "Tokyo"].allSatisfy { text in screen.contains { $0.contains(text) } }
        }
        if mouse {
            let from = try cell(of: "London", in: screen), to = try cell(of: "Tokyo", in: screen)
            try await session.tmux.type("\u{1B}[<0;\(from.column + 1);\(from.row + 1)M\u{1B}[<32;\(to.column + 1);\(to.row + 1)M"
                                        + "\u{1B}[<0;\(to.column + 1);\(to.row + 1)m")
        } else {
            try await session.tmux.send("3", "m")
        }
        let stack = "[[stack]]\nsize = \"small\"\n\n" + Self.inStack(Self.tokyo)
        try await expectFile(session, Self.file(mouse: mouse, [sydney, stack + "\n\n" + Self.inStack(Self.london), Self.wide]), "stacking London on Tokyo")

        try await session.tmux.send("2", "Enter")
        try await session.tmux.waitFor { $0.contains { $0.contains("Stack of 2") } }
        try await session.tmux.send("j", "o")
        let london = Self.london + "\nsize = \"small\""
        try await expectFile(session, Self.file(mouse: mouse, [sydney, stack, london, Self.wide]), "taking London out")

        try await session.tmux.send("4", "x")
        try await session.tmux.waitFor { $0.contains { $0.contains("Remove “Clock”?") } }
        try await session.tmux.send("r")
        let arranged = Self.file(mouse: mouse, [sydney, stack, london])
        try await expectFile(session, arranged, "removing the wide clock")

        for _ in 0..<7 { try await session.tmux.send("u") }
        try await expectFile(session, original, "undoing all seven changes")
        for _ in 0..<7 { try await session.tmux.send("U") }
        try await expectFile(session, arranged, "redoing them")
        try await session.tmux.send("e")
        try await session.tmux.waitFor { !$0.contains { $0.contains("e Done") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func aWidePaneWithTheMouse() async throws {
        try await arrangeAndUndoEverything(columns: 100, mouse: true)
    }

    @Test func aPhonesPaneWithTheMouse() async throws {
        try await arrangeAndUndoEverything(columns: 49, mouse: true)
    }

    @Test func theKeyboardAloneWithMouseOff() async throws {
        try await arrangeAndUndoEverything(columns: 100, mouse: false)
    }

    @Test func undoRefusesWhenTheFileWasEditedMeanwhile() async throws {
        let original = Self.file(mouse: true, [Self.tokyo, Self.london, Self.wide, Self.sydney])
        let session = try await DashboardSession(columns: 100, rows: 30, config: original)
        try await session.tmux.send("e", "2", "H")
        let moved = Self.file(mouse: true, [Self.london, Self.tokyo, Self.wide, Self.sydney])
        try await expectFile(session, moved, "moving London first")
        try saveInPlace(moved + "# mine\n", to: session.configFile.path)
        try await session.tmux.send("u")
        try await session.tmux.waitFor { $0.contains { $0.contains("cannot undo") } }
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == moved + "# mine\n", "the edit made meanwhile stays")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    /// A file broken while edit mode is open: an edit is refused naming the file's problem, and when that message goes
    /// (Esc) the banner saying the file does not load comes back, as it still does not.
    @Test func aRefusedEditOfABrokenFileGivesWayToItsFailureBanner() async throws {
        let original = Self.file(mouse: true, [Self.tokyo, Self.london])
        let session = try await DashboardSession(columns: 100, rows: 30, config: original, ready: "London")
        let banner = { @Sendable (screen: [String]) in screen.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        try await session.tmux.send("e")
        try await session.tmux.waitFor { $0.contains { $0.contains("e Done") } }
        try await session.tmux.send("1")
        let broken = original.replacingOccurrences(of: "theme = \"dark\"", with: "theme = \"dark\"\naccent = \"bogus\"")
        try saveInPlace(broken, to: session.configFile.path)
        try await session.tmux.waitFor { banner($0).contains("Config not applied") }
        try await session.tmux.send("s")
        let refused = try await session.tmux.waitFor { banner($0).contains("Not changed") }
        #expect(banner(refused).contains("does not load now"), "\(banner(refused))")
        #expect(banner(refused).contains("fix the file first"), "\(banner(refused))")
        #expect(!banner(refused).contains("once it shows your edit"), "\(banner(refused))")
        try await session.tmux.send("Escape")
        let back = try await session.tmux.waitFor { banner($0).contains("Config not applied") }
        #expect(banner(back).contains("bogus"), "\(banner(back))")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == broken, "nothing was written")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    /// The embedded demo arranged in memory, then "Save as Configuration": the file is made at the configuration
    /// path with the arrangement, loads, and the dashboard follows and edits it from then on (undo too).
    @Test func theDemoIsArrangedInMemoryAndSavedAsTheFirstConfiguration() async throws {
        let folder = try TemporaryFolders.make()
        let runtime = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let saved = folder.appendingPathComponent("config/widgetty/config.toml")
        let tmux = try await TmuxSession(columns: 100, rows: 40, command: BuiltBinary.path,
                                         environment: ["NO_COLOR": "", "TZ": "UTC", "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                                                       "XDG_RUNTIME_DIR": runtime.path, "XDG_STATE_HOME": folder.path,
                                                       "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        try await tmux.waitFor(text: "Tea", timeout: 30)
        try await tmux.send("e")
        try await tmux.waitFor { $0.contains { $0.contains("e Done") } }
        // The demo's first tile, the tea timer, goes after the stack; then the stack's menu (a timer's has "Start" for `s`).
        try await tmux.send("L", "e", "1", ".")
        try await tmux.waitFor { $0.contains { $0.contains("Save as Configuration") } }
        #expect(!FileManager.default.fileExists(atPath: saved.path), "arranging the demo wrote no file")
        try await tmux.send("s")
        let said = try await tmux.waitFor { $0.contains { $0.contains("Saved as") } }
        let banner = said.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(banner.contains("Saved as \(saved.path); widgetty now follows that file."), "\(banner)")
        let text = try String(contentsOf: saved, encoding: .utf8)
        #expect(text.hasPrefix("# widgetty's embedded demo"))
        let stack = try #require(text.range(of: "[[stack]]")), timer = try #require(text.range(of: "[[widget]]\nkind = \"timer\"\n"))
        #expect(stack.lowerBound < timer.lowerBound, "the timer moved after the stack, as arranged")
        let checked = try await BuiltBinary.run(["check", "--config", saved.path])
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")

        try await tmux.send("e", "s")
        let resized = await eventually { (try? String(contentsOf: saved, encoding: .utf8)) != text }
        #expect(resized, "edit mode now edits the file")
        try await tmux.send("u")
        let undone = await eventually { (try? String(contentsOf: saved, encoding: .utf8)) == text }
        #expect(undone, "and undoes there")
        try await tmux.send("e", "q")
    }
}
