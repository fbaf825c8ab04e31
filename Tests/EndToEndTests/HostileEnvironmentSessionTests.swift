import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The dashboard's environment as someone else may have left it: LINES and COLUMNS, a terminal resized past reason,
/// a crafted terminfo entry.
@Suite(.takesTurns) struct HostileEnvironmentSessionTests {
    @Test func linesAndColumnsFromTheEnvironmentAreNotBelieved() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "COLUMNS": "5000", "LINES": "5000"])
        let screen = try await session.tmux.capture()
        #expect(screen.contains { $0.hasSuffix("▕") || $0.contains("New York") }, "drawn at the pane's own size")
        let peak = try #require(HostileServerSessionTests.peakResidentKilobytes(try await session.processID()))
        #expect(peak < 100 * 1024, "a 5000 x 5000 screen would take gigabytes; peak \(peak) KB")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func aTerminalResizedTo5000By5000IsDrawnAt1000By1000AtMost() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30)
        let pid = try await session.processID()
        // What a hostile terminal may tell the kernel; tmux keeps its own size for the pane and shows its top left.
        let tty = try await session.tmux.display("#{pane_tty}")
        let before = try await session.tmux.capture()
        #expect(try await Subprocess.run(["stty", "-F", tty, "cols", "5000", "rows", "5000"]).status == 0)
        kill(pid, SIGWINCH)
        // Laid out for 1000 x 1000, its tiles move out of the pane's top left.
        try await session.tmux.waitFor { $0 != before }
        #expect(kill(pid, 0) == 0, "the dashboard still runs")
        let peak = try #require(HostileServerSessionTests.peakResidentKilobytes(pid))
        #expect(peak < 200 * 1024, "a 5000 x 5000 screen would take gigabytes, 1000 x 1000 about 100 MB; peak \(peak) KB")
        // Told the pane's own size again, it draws there as before.
        #expect(try await Subprocess.run(["stty", "-F", tty, "cols", "100", "rows", "30"]).status == 0)
        kill(pid, SIGWINCH)
        try await session.tmux.waitFor { $0.contains { $0.contains("New York") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    /// Crafted terminfo entries (TERMINFO is the user's to point anywhere), each refused at once with the entry's name,
    /// what it says and what to do, also as the 24-bit variant COLORTERM picks for a terminal whose own entry is sound.
    /// Let through, ncurses made its screens at 32767 × 32767 (5 GB in 12 s, still growing), counted through 2³¹
    /// colors (past 10 s), and ended the process ("Out of memory") on 2³¹ color pairs.
    @Test(arguments: [
        ("hugeterm", "hugeterm", "32767 lines (lines#; at most 1000 are drawn) and 32767 columns (cols#; at most 1000 are drawn)"),
        ("soundterm", "soundterm-direct", "32767 lines (lines#; at most 1000 are drawn) and 32767 columns (cols#; at most 1000 are drawn)"),
        ("manycolors", "manycolors", "2147483647 colors (colors#; no terminal has more than 16777216)"),
        ("manypairs", "manypairs", "2147483647 color pairs (pairs#; no terminal has more than 65536)"),
    ])
    func aTerminfoEntryThatSaysMoreThanAnyTerminalHasIsRefused(term: String, entry: String, claims: String) async throws {
        let folder = try TemporaryFolders.make()
        let source = """
            hugeterm|an entry that says 32767 lines and 32767 columns,
            \tcols#32767, lines#32767, use=xterm-256color,
            soundterm|an entry of the usual size,
            \tuse=xterm-256color,
            soundterm-direct|its 24-bit variant, which says 32767 lines and 32767 columns,
            \tcols#32767, lines#32767, use=xterm-direct,
            manycolors|an entry that says 2147483647 colors,
            \tcolors#0x7fffffff, use=xterm-256color,
            manypairs|an entry that says 2147483647 color pairs,
            \tpairs#0x7fffffff, use=xterm-256color,
            """
        let sourceFile = folder.appendingPathComponent("crafted.src")
        try source.write(to: sourceFile, atomically: true, encoding: .utf8)
        let compiled = try await Subprocess.run(["tic", "-x", "-o", folder.path, sourceFile.path])
        try #require(compiled.status == 0, "tic: \(compiled.output)")
        let prefix = "TERMINFO=\(folder.path) TERM=\(term) " + (entry == term ? "" : "COLORTERM=truecolor ")
        // Under 2 GB of address space and 20 s, so that a build which let ncurses start fails here quickly rather than
        // take the machine's memory or a core.
        let session = try await DashboardSession(columns: 100, rows: 30, commandLine: { "(ulimit -v 2000000; \(prefix)timeout -s KILL 20 \($0))" },
                                                 ready: nil)
        // Read as one line without spaces: the window wraps the message anywhere, and a space at a line's end is not kept.
        let unwrapped: @Sendable ([String]) -> String = { $0.joined().filter { $0 != " " } }
        // Past the 20 s a build that let ncurses start is given, its screen says what it did instead.
        let screen = try await session.tmux.waitFor(timeout: 25) { unwrapped($0).contains("fixtheentry") }
        let message = #"terminfo's entry for the terminal type "\#(entry)" says it has \#(claims); fix the entry or run with TERM=xterm-256color"#
        #expect(unwrapped(screen).contains(message.filter { $0 != " " }), "\(screen.joined(separator: "\n"))")
        #expect(try await session.exitStatus() == 1)
        try await session.expectFullyRestored()
    }

    @Test func aWidgetsProgramInheritsNoScreenSize() async throws {
        // Four programs started with the first frame, while the screen is made: none sees a size it did not inherit.
        let widget = """
            [[widget]]
            kind = "command"
            size = "small"
            command = ["sh", "-c", "echo c=${COLUMNS:-none}; echo l=${LINES:-none}"]

            """
        let session = try await DashboardSession(config: String(repeating: widget, count: 4), ready: "c=")
        let count = { @Sendable (screen: [String], text: String) in screen.joined().components(separatedBy: text).count - 1 }
        let screen = try await session.tmux.waitFor { count($0, "c=") == 4 && count($0, "l=") == 4 }
        #expect(count(screen, "c=none") == 4 && count(screen, "l=none") == 4, "\(screen.joined(separator: "\n"))")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
