import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The real binary on a pseudo-terminal that plays a terminal with the kitty keyboard protocol (its answers to
/// the start-up probe typed ahead, its keys sent as `CSI … u`) or one without. tmux cannot stand in: it does not
/// pass the protocol through.
@Suite(.serialized, .takesTurns) struct KeyboardProtocolSessionTests {
    static let push = "\u{1B}[>31u"
    static let pop = "\u{1B}[<u"
    /// DA1's answer, which ends the probe's wait.
    static let deviceAttributes = "\u{1B}[?62;22c"

    /// The dashboard on a fresh pseudo-terminal whose probe answers are `answers`, once it has drawn.
    func start(answering answers: String) async throws -> (PseudoTerminal, pid_t) {
        let pty = try PseudoTerminal(columns: 100, rows: 30, raw: true)
        pty.type(answers)
        let pid = try pty.startDashboard().pid
        #expect(await pty.read { $0.contains("New York") }, "the dashboard drew")
        return (pty, pid)
    }

    /// Waits for `pid` to end; its status.
    func exitStatus(_ pid: pid_t) async -> Int32? {
        let status = await Subprocess.waitForExit(pid, seconds: 10)
        if status == nil { kill(pid, SIGKILL) }
        return status
    }

    @Test(arguments: [("q as a key", "\u{1B}[113u", Int32(0)), ("Ctrl-C as a key", "\u{1B}[99;5u", 128 + SIGINT)])
    func holdingReturnOpensTheMenuAndTheFlagsArePoppedOnTheWayOut(ending: String, keys: String, status: Int32) async throws {
        let (pty, pid) = try await start(answering: "\u{1B}[?0u" + Self.deviceAttributes)
        #expect(await pty.read { $0.contains(Self.push + "\u{1B}[?u") }, "pushed after the probe's answer, then asked what is in force")
        pty.type("\u{1B}[?31u")  // the flags in force: releases will come
        pty.type("\u{1B}[9u\u{1B}[13u\u{1B}[13;1:2u\u{1B}[13;1:2u\u{1B}[13;1:3u")  // Tab, Return held (two repeats), released
        #expect(await pty.read { $0.contains("Edit Widget") }, "the focused tile's quick actions opened")
        pty.type("\u{1B}[27u" + keys)  // Esc closes the menu, then the key that ends the dashboard
        #expect(await exitStatus(pid) == status, "\(ending)")
        _ = await pty.read { _ in false }
        let output = String(decoding: pty.output, as: UTF8.self)
        let pushed = try #require(output.range(of: Self.push)), popped = try #require(output.range(of: Self.pop, options: .backwards))
        #expect(pushed.upperBound <= popped.lowerBound)
        #expect(output.range(of: "\u{1B}[?1049l", options: .backwards).map { popped.upperBound <= $0.lowerBound } == true,
                "popped on the alternate screen, where it was pushed")
        #expect(output.components(separatedBy: Self.push).count == output.components(separatedBy: Self.pop).count, "as many pops as pushes")
    }

    /// Return held on past its quick actions (the terminal's auto-repeat going on) enters edit mode, as an
    /// iPhone's long press does: the keys' bar shows, and `e` is Done.
    @Test func holdingReturnLongerEntersEditMode() async throws {
        let (pty, pid) = try await start(answering: "\u{1B}[?0u" + Self.deviceAttributes)
        #expect(await pty.read { $0.contains(Self.push + "\u{1B}[?u") })
        pty.type("\u{1B}[?31u")
        pty.type("\u{1B}[9u\u{1B}[13u" + String(repeating: "\u{1B}[13;1:2u", count: 14) + "\u{1B}[13;1:3u")
        #expect(await pty.read { $0.contains("undo") }, "edit mode's bar is drawn")
        pty.type("\u{1B}[101u\u{1B}[113u")  // e: Done; q quits
        #expect(await exitStatus(pid) == 0)
    }

    @Test func aTerminalThatDoesNotAnswerTheQueryIsNeverAskedForIt() async throws {
        let (pty, pid) = try await start(answering: Self.deviceAttributes)
        pty.type(".")  // the legacy key works as ever
        #expect(await pty.read { $0.contains("Edit Widget") })
        pty.type(".q")  // a second "." closes the menu
        #expect(await exitStatus(pid) == 0)
        _ = await pty.read { _ in false }
        let output = String(decoding: pty.output, as: UTF8.self)
        #expect(!output.contains(Self.push) && !output.contains(Self.pop), "neither pushed nor popped")
    }

    @Test func ctrlZAsAKeySuspendsWithTheFlagsPoppedAndResumingPushesThemAgain() async throws {
        let (pty, pid) = try await start(answering: "\u{1B}[?0u" + Self.deviceAttributes)
        #expect(await pty.read { $0.contains(Self.push) })
        pty.type("\u{1B}[122;5u")  // Ctrl-Z, which no line discipline turns into SIGTSTP now
        #expect(await pty.read { $0.contains(Self.pop) }, "popped before it stops")
        // Continued once it has stopped (a process group the kernel deems orphaned is not stopped at all).
        _ = await pty.read(until: { _ in Self.isStopped(pid) }, seconds: 5)
        kill(pid, SIGCONT)
        #expect(await pty.read { $0.components(separatedBy: Self.push).count == 3 }, "pushed again on resuming")
        pty.type("\u{1B}[113u")
        #expect(await exitStatus(pid) == 0)
        _ = await pty.read { _ in false }
        let output = String(decoding: pty.output, as: UTF8.self)
        #expect(output.components(separatedBy: Self.push).count == output.components(separatedBy: Self.pop).count, "as many pops as pushes")
    }

    /// Whether the process is stopped (state T in `/proc/PID/stat`).
    static func isStopped(_ pid: pid_t) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "T"
    }

    @Test(arguments: [SIGTERM, SIGSEGV])
    func aTerminatingSignalOrAFaultPopsTheFlags(signal: Int32) async throws {
        let (pty, pid) = try await start(answering: "\u{1B}[?0u" + Self.deviceAttributes)
        #expect(await pty.read { $0.contains(Self.push) })
        kill(pid, signal)  // SIGSEGV sent to the process lands on a thread that does not block it, as a fault would
        #expect(await exitStatus(pid) == 128 + signal)
        _ = await pty.read { _ in false }
        let output = String(decoding: pty.output, as: UTF8.self)
        let popped = try #require(output.range(of: Self.pop, options: .backwards))
        #expect(output.range(of: "\u{1B}[?1049l", options: .backwards).map { popped.upperBound <= $0.lowerBound } == true)
    }
}
