import Foundation
import Testing
import WidgettyTestSupport

/// The real binary in tmux: what a person sees and what the terminal is left in.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders, but a dozen
/// dashboards at once on a two-core machine make their waits flaky.
@Suite(.serialized, .takesTurns) struct TerminalSessionTests {
    @Test func relayoutsOnResizeShowsHelpAndQuitsCleanly() async throws {
        let session = try await DashboardSession(columns: 100, rows: 40)
        let wide = try await session.tmux.capture()
        let mediumRowWide = wide.firstIndex { $0.contains("New York") }!
        #expect(mediumRowWide < 12, "at 100 columns the medium clock sits beside the small one")

        try await session.tmux.resize(columns: 49, rows: 40)
        let narrow = try await session.tmux.waitFor(timeout: 15) { screen in
            (screen.firstIndex { $0.contains("New York") } ?? 0) > 12
        }
        #expect(narrow.allSatisfy { $0.count <= 49 })
        #expect(narrow[1].hasPrefix("   ╭──"), "the phone grid is centered with its 3-column margin")

        try await session.tmux.send("?")
        try await session.tmux.waitFor(text: "Show or hide help")
        try await session.tmux.send("Escape")
        try await session.tmux.waitFor { !$0.contains { $0.contains("Show or hide help") } }

        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    /// tmux narrows the alternate screen to the main screen's width as it leaves it, wrapping full-width rows into the
    /// history, and pulls them back as the main screen grows taller: the dashboard's rows were left above the shell.
    @Test func quittingAfterTheWindowGrewBothWaysLeavesOnlyTheShellsLines() async throws {
        let session = try await DashboardSession(columns: 100, rows: 40)
        let narrow = try await session.tmux.capture()
        let clockRow = narrow.firstIndex { $0.contains("New York") }!
        try await session.tmux.resize(columns: 200, rows: 50)
        // Drawn again at 200 columns: the grid's margin grows, which moves the clock's row.
        try await session.tmux.waitFor(timeout: 15) { $0.count > clockRow && $0[clockRow] != narrow[clockRow] }
        try await session.tmux.send("q")
        // The command line starts with the prompt too: wait for the bare one after it.
        let screen = try await session.tmux.waitFor { $0.last { !$0.isEmpty } == "PROMPT$" }
        let written = screen.filter { !$0.isEmpty }
        #expect(written.count == 2 && written[0].hasPrefix("PROMPT$ \(BuiltBinary.path)") && written[1] == "PROMPT$",
                "only the command line and the next prompt: \(written)")
        #expect(Array(screen.prefix(2)) == written, "from the top row on, no blank dashboard rows above: \(screen.prefix(12))")
        let colored = try await session.tmux.capture(escapes: true).joined(separator: "\n")
        #expect(!colored.contains("48;5;"), "no dashboard background left on the shell's screen: \(colored.debugDescription)")
    }

    @Test func aCrashStillRestoresTheTerminal() async throws {
        let session = try await DashboardSession()
        let pid = try await session.processID()
        kill(pid, SIGSEGV)
        try await session.expectFullyRestored()
        #expect(kill(pid, 0) == -1, "the signal is raised again after the restore, so the process still dies of it")
    }

    @Test func ctrlZSuspendsAndFgComesBackDrawn() async throws {
        let session = try await DashboardSession()
        #expect(try await session.mouseModes() == "1 0 1 0", "any-motion tracking with SGR reports while it runs")
        try await session.tmux.send("C-z")
        try await session.tmux.waitFor(text: "Stopped")
        #expect(try await session.tmux.display("#{alternate_on}") == "0")
        #expect(try await session.tmux.display("#{cursor_flag}") == "1")
        #expect(try await session.mouseModes() == "0 0 0 0", "the shell gets the mouse back while the dashboard is stopped")
        try await session.tmux.type("fg")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor(text: "New York")
        #expect(try await session.tmux.display("#{alternate_on}") == "1")
        #expect(try await session.mouseModes() == "1 0 1 0", "and the dashboard takes it again")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func lightThemePaintsLightTiles() async throws {
        let session = try await DashboardSession(config: DashboardSession.quietConfig.replacingOccurrences(of: #"theme = "dark""#, with: #"theme = "light""#))
        let colored = try await session.tmux.capture(escapes: true).joined(separator: "\n")
        #expect(colored.contains("48;5;255m"), "tiles are filled with the light gray (#F2F2F7 → 255)")
        try await session.tmux.send("t")
        let toggled = try await session.tmux.waitFor(timeout: 15, escapes: true) { $0.joined(separator: "\n").contains("48;5;234m") }
        #expect(!toggled.isEmpty, "t switches to the dark tile fill (#1C1C1E → 234)")
        try await session.tmux.send("q")
        _ = try await session.expectTerminalRestored()
    }

    @Test func colortermTruecolorDrawsTheHIGColorsExactly() async throws {
        let session = try await DashboardSession(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
        let colored = try await session.tmux.capture(escapes: true).joined(separator: "\n")
        #expect(colored.contains("48;2;28;28;30"), "the dark tile fill is #1C1C1E exactly")
        #expect(colored.contains("38;2;255;69;58"), "the weekday is systemRed #FF453A exactly")
        try await session.tmux.send("q")
        _ = try await session.expectTerminalRestored()
    }

    @Test(arguments: [("white", "48;5;255m"), ("black", "48;5;234m")])
    func autoThemeFollowsTheTerminalBackground(background: String, tileFill: String) async throws {
        let config = try BuiltBinary.temporaryFile("[dashboard]\ntheme = \"auto\"\n[[widget]]\nkind = \"clock\"\n")
        // widgetty starts after the pane's background is set, and asks the terminal for it (OSC 11).
        let tmux = try await TmuxSession(columns: 60, rows: 14, command: "sleep 0.5; \(BuiltBinary.path) --config \(config.path)",
                                   environment: ["NO_COLOR": "", "XDG_STATE_HOME": config.deletingLastPathComponent().path])
        try await tmux.setOption("window-style", "bg=\(background)")
        let colored = try await tmux.waitFor(escapes: true) { $0.joined().contains(tileFill) }
        #expect(!colored.isEmpty, "a \(background) terminal gets tiles filled \(tileFill)")
    }

    @Test func noColorDrawsWithAttributesOnly() async throws {
        let session = try await DashboardSession(environment: ["NO_COLOR": "1"])
        let colored = try await session.tmux.capture(escapes: true).joined(separator: "\n")
        #expect(!colored.contains("38;5;") && !colored.contains("48;5;"), "no colors at all")
        #expect(colored.contains("\u{1B}[1mSunday") || colored.contains("\u{1B}[1m"), "bold still marks headlines")
        #expect(colored.contains("\u{1B}[2m"), "secondary text and tile edges are dim")
        try await session.tmux.send("q")
        _ = try await session.expectTerminalRestored()
    }

    @Test func unknownTerminalTypeSaysWhatToDo() async throws {
        let tmux = try await TmuxSession(columns: 100, rows: 10, command: "TERM=xterm-nosuch \(BuiltBinary.path); echo EXIT=$?; sleep 30")
        let screen = try await tmux.waitFor(text: "EXIT=")
        // The message wraps at the pane's edge; join the rows to read it.
        #expect(screen.joined().contains(#"widgetty: the terminal type "xterm-nosuch" is not in terminfo; install its entry (on Debian: apt-get install ncurses-term) or run with TERM=xterm-256color"#))
        #expect(screen.contains("EXIT=1"))
    }

    @Test func aTerminalThatCannotMoveTheCursorGetsAMessageAndIsLeftAlone() async throws {
        let tmux = try await TmuxSession(columns: 200, rows: 10, command: "PS1='PROMPT$ ' exec bash --norc --noprofile")
        try await tmux.waitFor(text: "PROMPT$")
        try await tmux.type("clear; TERM=dumb \(BuiltBinary.path); echo EX\"\"IT=$?")
        try await tmux.send("Enter")
        // Wait for the prompt after the status too: bash prints it a moment after `echo` on a loaded machine.
        let screen = try await tmux.waitFor { $0.contains { $0.hasPrefix("EXIT=") } && $0.last { !$0.isEmpty } == "PROMPT$" }
        #expect(screen.filter { !$0.isEmpty } == [
            "widgetty: the terminal type \"dumb\" cannot move the cursor, which the dashboard needs; for text output use `widgetty render --size 80x24`",
            "EXIT=1",
            "PROMPT$",
        ], "one line, nothing drawn, nothing asked of the terminal")
        #expect(try await tmux.display("#{alternate_on}") == "0")
        #expect(try await tmux.display("#{cursor_flag}") == "1")
    }

    @Test func tinyWindowSaysHowBigItMustBe() async throws {
        let session = try await DashboardSession(columns: 60, rows: 30)
        try await session.tmux.resize(columns: 16, rows: 6)
        try await session.tmux.waitFor(text: "22x12")
        try await session.tmux.resize(columns: 60, rows: 30)
        try await session.tmux.waitFor(text: "New York")
        try await session.tmux.send("q")
        _ = try await session.expectTerminalRestored()
    }
}
