import Foundation
import Testing
import WidgettyTestSupport

/// `widgetty preview --watch` in tmux on a document the test edits, as a designer saves it. The first drawing may wait
/// for both schemes' provider calls on a loaded machine, so it gets a minute, as a dashboard session's start does.
@Suite(.takesTurns) struct PreviewSessionTests {
    static let document = #"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": "First design"}}]}"#

    @Test func eachSaveRedrawsAndABrokenSaveShowsItsProblemOverTheLastDrawing() async throws {
        let file = try BuiltBinary.temporaryFile(Self.document, name: "design.json")
        let tmux = try await TmuxSession(columns: 110, rows: 80, command: "\(BuiltBinary.path) preview --watch \(file.path)",
                                   environment: ["NO_COLOR": "", "TZ": "UTC"])
        // Small, medium and large: the whole drawing, as a capture may land while it is being written.
        try await tmux.waitFor(timeout: 60) { $0.filter { $0.contains("First design") }.count == 3 }

        try Self.document.replacingOccurrences(of: "First", with: "Second").write(to: file, atomically: true, encoding: .utf8)
        let second = try await tmux.waitFor(text: "Second design")
        #expect(!second.contains { $0.contains("First design") })

        try #"{"widgetty": 1, "entries": [{"view": {"type": "txt"}}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let broken = try await tmux.waitFor(text: "unknown view")
        #expect(broken.first?.hasPrefix(#"⚠ design.json: entries[0].view: unknown view "txt"; did you mean "text"?"#) == true, "\(broken.first ?? "")")
        #expect(broken.contains { $0.contains("Second design") }, "the last good drawing stays")
    }

    @Test func aTOMLFileIsReadAgainAtEachSave() async throws {
        let widget = { (zone: String) in "[[widget]]\nkind = \"clock\"\nsize = \"small\"\nzones = [\"\(zone)\"]\n" }
        let file = try BuiltBinary.temporaryFile(widget("Asia/Tokyo"), name: "clock.toml")
        let tmux = try await TmuxSession(columns: 110, rows: 40, command: "\(BuiltBinary.path) preview --watch \(file.path)",
                                   environment: ["NO_COLOR": "", "TZ": "UTC"])
        try await tmux.waitFor(text: "Tokyo", timeout: 60)
        try widget("America/New_York").write(to: file, atomically: true, encoding: .utf8)
        try await tmux.waitFor(text: "New York")
        try widget("Nope/X").write(to: file, atomically: true, encoding: .utf8)
        let broken = try await tmux.waitFor(text: "Nope/X")
        #expect(broken.first?.hasPrefix(#"⚠ clock.toml:4: widget 1 (clock): zones: "Nope/X" is not a time zone"#) == true, "\(broken.first ?? "")")
        #expect(broken.contains { $0.contains("New York") }, "the last good drawing stays")
    }

    @Test func aShortNarrowPaneKeepsTheProblemInSightAndStacksTheSchemes() async throws {
        let file = try BuiltBinary.temporaryFile(Self.document, name: "design.json")
        let tmux = try await TmuxSession(columns: 49, rows: 20, command: "\(BuiltBinary.path) preview --watch \(file.path)",
                                   environment: ["NO_COLOR": "", "TZ": "UTC"])
        let first = try await tmux.waitFor(text: "more lines below", timeout: 60)
        #expect(first.contains("dark") && !first.contains { $0.contains("light") }, "dark above light, not beside it: \(first)")
        try #"{"widgetty": 1, "entries": [{"view": {"type": "txt"}}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let broken = try await tmux.waitFor(text: "unknown view")
        #expect(broken.first?.hasPrefix("⚠ design.json: entries[0].view: unknown view") == true, "the problem stays in sight: \(broken)")
    }
}

/// A sheet taller than the pane scrolls: the light half of a 49-column pane is reached with the keys and the wheel.
@Suite(.takesTurns) struct PreviewScrollSessionTests {
    @Test func keysAndTheWheelScrollToTheLightHalfAndBack() async throws {
        let file = try BuiltBinary.temporaryFile(PreviewSessionTests.document, name: "design.json")
        let tmux = try await TmuxSession(columns: 49, rows: 20, command: "\(BuiltBinary.path) preview --watch \(file.path); echo PREVIEW-ENDED; sleep 60",
                                   environment: ["NO_COLOR": "", "TZ": "UTC"])
        let first = try await tmux.waitFor(text: "more lines below", timeout: 60)
        #expect(!first.contains { $0.contains("light") })
        // Page by page down to the light half, the status line staying on top.
        var screen = first
        for _ in 0..<8 where !screen.contains(where: { $0.contains("light") }) {
            try await tmux.send("PageDown")
            let previous = screen
            screen = try await tmux.waitFor { $0 != previous }
        }
        #expect(screen.contains { $0.contains("light") }, "the light half is reached: \(screen)")
        #expect(screen.first?.hasPrefix("entry 1 of 1") == true, "the status line stays on top: \(screen)")
        try await tmux.send("G")
        let bottom = try await tmux.waitFor { $0.contains { $0.hasPrefix("— end (") } }
        #expect(bottom.first?.hasPrefix("entry 1 of 1") == true)
        try await tmux.send("g")
        let top = try await tmux.waitFor(text: "more lines below")
        #expect(top == first, "back at the top")
        try await tmux.send("j")
        try await tmux.waitFor { $0 != first && $0.contains { $0.contains("more lines below") } }
        try await tmux.send("k")
        try await tmux.waitFor { $0 == first }
        // A turn of the wheel down (button 65, in SGR form) scrolls three rows.
        try await tmux.type("\u{1B}[<65;10;10M")
        let wheeled = try await tmux.waitFor { $0 != first && $0.contains { $0.contains("more lines below") } }
        #expect(wheeled[1] == first[4], "three rows down: \(wheeled)")
        try await tmux.send("q")
        try await tmux.waitFor(text: "PREVIEW-ENDED")
        #expect(try await tmux.display("#{mouse_button_flag} #{mouse_sgr_flag}") == "0 0", "the mouse is left to the terminal")
    }
}

/// `widgetty preview --watch`'s keys: `→` steps to the next entry, `t` toggles the placeholder, `q` quits.
@Suite(.takesTurns) struct PreviewKeysSessionTests {
    static let document = """
        {"widgetty": 1, "entries": [
          {"date": "2026-11-23T09:00:00Z", "view": {"type": "text", "text": "Morning build"}},
          {"date": "2026-11-23T14:30:00Z", "view": {"type": "text", "text": "Afternoon build"}},
          {"date": "2026-11-23T18:00:00Z", "view": {"type": "text", "text": "Evening build"}}]}
        """

    @Test func keysStepThroughEntriesAndToggleThePlaceholderWhileSavesRedraw() async throws {
        let file = try BuiltBinary.temporaryFile(Self.document, name: "design.json")
        let tmux = try await TmuxSession(columns: 110, rows: 80,
                                   command: "\(BuiltBinary.path) preview --watch --at 2026-11-23T10:00:00Z \(file.path); "
                                       + "echo PREVIEW-ENDED MODES $(stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo)' | sort | tr '\\n' ' '); sleep 60",
                                   environment: ["NO_COLOR": "", "TZ": "UTC"])
        let first = try await tmux.waitFor(text: "Morning build", timeout: 60)
        #expect(first.first?.hasPrefix("entry 1 of 3 · 10:00") == true, "\(first.first ?? "")")

        try await tmux.send("Right")
        let second = try await tmux.waitFor(text: "Afternoon build")
        #expect(second.first?.hasPrefix("entry 2 of 3 · 14:30") == true, "\(second.first ?? "")")
        #expect(!second.contains { $0.contains("Morning build") })

        try await tmux.send("t")
        let placeholder = try await tmux.waitFor { $0.first?.hasPrefix("placeholder") == true }
        #expect(!placeholder.contains { $0.contains("Afternoon build") })
        #expect(placeholder.contains { $0.contains("▆") }, "the placeholder is redacted")
        try await tmux.send("t")
        try await tmux.waitFor(text: "Afternoon build")

        try Self.document.replacingOccurrences(of: "Afternoon", with: "Late").write(to: file, atomically: true, encoding: .utf8)
        let edited = try await tmux.waitFor(text: "Late build", timeout: 15)
        #expect(edited.first?.hasPrefix("entry 2 of 3 · 14:30") == true, "the chosen entry stays chosen")

        try #"{"widgetty": 1, "entries": [{"view": {"type": "txt"}}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let broken = try await tmux.waitFor(timeout: 15) { screen in screen.contains { $0.contains("unknown view") } && screen.filter { $0.contains("╰") }.count == 3 }
        #expect(broken.first?.hasPrefix(#"⚠ design.json: entries[0].view: unknown view "txt""#) == true, "\(broken.joined(separator: "\n"))")
        #expect(broken.contains { $0.contains("Late build") }, "the last good drawing stays")

        try await tmux.send("q")
        let ended = try await tmux.waitFor(text: "PREVIEW-ENDED")
        #expect(ended.contains { $0.contains("PREVIEW-ENDED MODES echo icanon") }, "the terminal reads lines and echoes again")
    }
}
