import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// A terminal that stops taking output never holds the dashboard: Ctrl-S is a key like any other (flow control is
/// off while it runs), and when output is stopped by someone else, or nobody reads the terminal, `q` and SIGTERM
/// still end it within a second or two, its line settings back as they were.
/// Serialized for the load, as the other session suites are.
@Suite(.serialized, .takesTurns) struct StoppedOutputSessionTests {
    /// How long the dashboard may take to end once asked, generous for a loaded machine: it ends in about 0.3 s
    /// when the terminal takes nothing, and before the fix it never ended at all.
    static let endingBound = 3.0

    @Test func ctrlSThenKeysThenQQuits() async throws {
        let session = try await DashboardSession()
        try await session.tmux.send("C-s")
        try await session.tmux.send("Tab", "?")
        try await session.tmux.waitFor(text: "Keys and mouse")
        try await session.tmux.send("q")
        #expect(try await session.exitStatus() == 0)
        try await session.expectFullyRestored()
    }

    /// IXON, read from outside on the pane's terminal: off while the dashboard runs, the shell's again while it is
    /// suspended (Ctrl-Z) and once it has quit.
    @Test func flowControlIsOffOnlyWhileTheDashboardRuns() async throws {
        let session = try await DashboardSession()
        let path = try await session.tmux.display("#{pane_tty}")
        let flowControl = { () -> Bool? in
            let terminal = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
            defer { if terminal >= 0 { close(terminal) } }
            var modes = termios()
            guard terminal >= 0, tcgetattr(terminal, &modes) == 0 else { return nil }
            return modes.c_iflag & tcflag_t(IXON) != 0
        }
        #expect(flowControl() == false, "off while the dashboard runs")
        try await session.tmux.send("C-z")
        try await session.tmux.waitFor(text: "Stopped")
        #expect(flowControl() == true, "the shell's again while it is suspended")
        try await session.tmux.type("fg")
        try await session.tmux.send("Enter")
        try await session.waitUntilLoaded(showing: "New York")
        #expect(flowControl() == false, "off again after fg")
        try await session.tmux.send("q")
        #expect(try await session.exitStatus() == 0)
        #expect(flowControl() == true, "the shell's once it has quit")
    }

    @Test func ctrlSThenSIGTERMEndsIt() async throws {
        let session = try await DashboardSession()
        let pid = try await session.processID()
        try await session.tmux.send("C-s")
        try await session.tmux.send("Tab", "?")
        try await session.tmux.waitFor(text: "Keys and mouse")
        kill(pid, SIGTERM)
        #expect(await Self.ended(pid, within: Self.endingBound), "SIGTERM ended it within \(Self.endingBound) s")
        #expect(try await session.exitStatus() == 128 + SIGTERM)
        try await session.expectFullyRestored()
    }

    /// Output stopped from outside (`tcflow`, as another program on the terminal may): the dashboard's writes
    /// would wait until it resumes. What it could not write is dropped, its line settings are put back.
    ///
    /// A stopped pseudo-terminal takes no byte at all, so the screen's reset may be dropped too: the pane can stay
    /// on the last frame (the alternate screen) when output resumes. So the exit status is written to a file by
    /// the shell's command line, and the shell is read after a `clear`. Only resizes are sent while output is
    /// stopped: keys tmux had not yet handed over when the dashboard ended would be typed into the shell.
    @Test func aTerminalWhoseOutputIsStoppedStillEndsOnSIGTERM() async throws {
        let statusFile = try BuiltBinary.temporaryFile("", name: "status")
        let session = try await DashboardSession(arguments: "; echo $? > \(statusFile.path)")
        let pid = try await session.processID()
        let terminal = open(try await session.tmux.display("#{pane_tty}"), O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(terminal >= 0, "the pane's terminal opens")
        defer { close(terminal) }
        #expect(tcflow(terminal, TCOOFF) == 0)
        try await session.tmux.resize(columns: 120, rows: 45)
        try await session.tmux.resize(columns: 100, rows: 40)
        kill(pid, SIGTERM)
        let ended = await Self.ended(pid, within: Self.endingBound)
        #expect(tcflow(terminal, TCOON) == 0)
        #expect(ended, "SIGTERM ended it within \(Self.endingBound) s while the terminal took no output")
        if !ended { kill(pid, SIGKILL) }
        let written = await eventually { ((try? String(contentsOf: statusFile, encoding: .utf8)) ?? "").hasSuffix("\n") }
        let status = (try? String(contentsOf: statusFile, encoding: .utf8)) ?? ""
        #expect(written && status == "\(128 + SIGTERM)\n", "the status the shell saw, within 10 s: \(status.debugDescription)")
        let modes = try await session.lineModes()
        #expect(modes.split(separator: " ").sorted() == ["echo", "icanon", "isig"], "line settings back: \(modes)")
    }

    /// A pseudo-terminal nobody reads fills up, and a write to it would wait forever: the dashboard stops
    /// drawing, and SIGTERM still ends it, leaving the reset in the terminal's queue for when it is read.
    @Test func aTerminalNobodyReadsStillEndsOnSIGTERM() async throws {
        let pty = try PseudoTerminal(columns: 300, rows: 100)
        let pid = try pty.startDashboard().pid
        // Every resize redraws the whole screen, until the terminal's queue is full (some 20 KiB of frames):
        // then the bytes the dashboard has written stop growing, whether it waits in a write or skips frames
        // (but for the byte each signal's handler writes to the loop's pipe).
        var (written, unchanged) = (0, 0)
        for step in 0..<300 where unchanged < 10 || written < 10_000 {
            var size = winsize(ws_row: UInt16(90 + step % 10), ws_col: UInt16(250 + step % 50), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(pty.controller, UInt(TIOCSWINSZ), &size)
            kill(pid, SIGWINCH)
            try await Task.sleep(for: .milliseconds(20))
            let now = Self.bytesWritten(by: pid)
            (written, unchanged) = (now, now - written < 16 ? unchanged + 1 : 0)
        }
        kill(pid, SIGTERM)
        let status = await Self.exitStatus(of: pid)
        let reset = await pty.read(until: { $0.contains("\u{1B}[?1049l") }, seconds: 5)
        #expect(written >= 10_000 && unchanged >= 10,
                "the terminal's queue filled up: the dashboard wrote \(written) bytes, then no more for \(unchanged) resizes")
        #expect(status == 128 + SIGTERM, "SIGTERM ended it within \(Self.endingBound) s")
        #expect(reset, "the terminal's queue ends with leaving the alternate screen")
    }

    /// A terminal stopped before the dashboard starts: its probe does not wait to write its queries, nor its first frame.
    @Test func aTerminalStoppedBeforeItStartsStillEndsOnSIGTERM() async throws {
        let pty = try PseudoTerminal(columns: 100, rows: 30)
        tcflow(pty.terminal, TCOOFF)
        let (pid, socket) = try pty.startDashboard()
        // The socket is made once curses mode is on, just before the loop draws its first frame; SIGTERM comes
        // a moment later, once the loop has tried to draw (before the fix, it waited there for good).
        let deadline = ContinuousClock.now + .seconds(30)
        while access(socket, F_OK) != 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let listening = access(socket, F_OK) == 0
        try await Task.sleep(for: .milliseconds(200))
        kill(pid, SIGTERM)
        let status = await Self.exitStatus(of: pid)
        #expect(listening, "the dashboard got as far as its control socket within 30 s")
        #expect(status == 128 + SIGTERM, "SIGTERM ended it within \(Self.endingBound) s")
    }

    /// The exit status of this test's child `pid` once it ends within `endingBound`, else nil (and it is killed).
    private static func exitStatus(of pid: pid_t) async -> Int32? {
        let status = await Subprocess.waitForExit(pid, seconds: endingBound)
        if status == nil {
            kill(pid, SIGKILL)
            _ = await Subprocess.waitForExit(pid, seconds: 10)
        }
        return status
    }

    /// Whether process `pid` (not this test's child) is gone, or a zombie, within `seconds`.
    static func ended(_ pid: pid_t, within seconds: Double) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        func gone() -> Bool {
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            guard let stat, let close = stat.lastIndex(of: ")") else { return true }
            return stat[close...].dropFirst(2).first == "Z"
        }
        while !gone() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// The bytes process `pid` has written so far (`wchar` in its /proc io file), 0 when it cannot be read.
    private static func bytesWritten(by pid: pid_t) -> Int {
        let io = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        return io.split(separator: "\n").first { $0.hasPrefix("wchar:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? 0
    }
}
