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

    /// ncurses makes its screens at the size terminfo's entry gives before it is told the kernel's: a crafted entry
    /// (TERMINFO is the user's to point anywhere) of 32767 × 32767 took 5 GB in 12 s and still grew. It is refused with
    /// the entry's name and what to do, at once, also as the 24-bit variant COLORTERM picks for a terminal whose own
    /// entry is sound.
    @Test(arguments: [("hugeterm", nil), ("soundterm", "soundterm-direct")])
    func aTerminfoEntryLargerThanIsDrawnIsRefused(term: String, directVariant: String?) async throws {
        let folder = try TemporaryFolders.make()
        let source = """
            hugeterm|an entry that says 32767 lines and 32767 columns,
            \tcols#32767, lines#32767, use=xterm-256color,
            soundterm|an entry of the usual size,
            \tuse=xterm-256color,
            soundterm-direct|its 24-bit variant, which says 32767 lines and 32767 columns,
            \tcols#32767, lines#32767, use=xterm-direct,
            """
        let sourceFile = folder.appendingPathComponent("huge.src")
        try source.write(to: sourceFile, atomically: true, encoding: .utf8)
        let compiled = try await Subprocess.run(["tic", "-x", "-o", folder.path, sourceFile.path])
        try #require(compiled.status == 0, "tic: \(compiled.output)")
        let prefix = "TERMINFO=\(folder.path) TERM=\(term) " + (directVariant == nil ? "" : "COLORTERM=truecolor ")
        // Under a limit of 2 GB of address space, so that a build which let ncurses start fails here quickly rather
        // than take the machine's memory.
        let session = try await DashboardSession(columns: 100, rows: 30, commandLine: { "(ulimit -v 2000000; \(prefix + $0))" }, ready: nil)
        // Read as one line without spaces: the window wraps the message anywhere, and a space at a line's end is not kept.
        let unwrapped: @Sendable ([String]) -> String = { $0.joined().filter { $0 != " " } }
        let screen = try await session.tmux.waitFor { unwrapped($0).contains("thedashboarddraws") }
        let message = #"terminfo's entry for the terminal type "\#(directVariant ?? term)" says it has 32767 lines (lines#) and 32767 columns (cols#), more than the 1000"#
        #expect(unwrapped(screen).contains(message.filter { $0 != " " }), "\(screen)")
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
