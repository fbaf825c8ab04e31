import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// A command widget's program may leave its process group and session (`setsid -f`): what it started is still
/// stopped at its timeout, its cancellation (the widget removed) and its end.
@Suite(.timeLimit(.minutes(3))) struct ProcessFamilyTests {
    /// A script that starts `sleep 300` in a session of its own (its pid written to `pidFile`), waits until it has,
    /// says "ready", then `rest`.
    private func leavingItsSession(pidFile: String, then rest: String) -> String {
        "setsid -f sh -c 'echo $$ > \(pidFile); exec sleep 300'; while [ ! -s \(pidFile) ]; do sleep 0.01; done; echo ready; \(rest)"
    }

    private func run(_ script: String, timeout: Double) async throws -> CommandResult {
        try await runScript(script, timeout: timeout)
    }

    @Test func aProgramInASessionOfItsOwnIsStoppedAtTheTimeout() async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let result = try await run(leavingItsSession(pidFile: pidFile, then: "exec sleep 300"), timeout: 3)
        try #require(String(decoding: result.output, as: UTF8.self) == "ready\n", "the script did not get ready before its timeout")
        #expect(result.ending == .timedOut)
        let escaped = try await pidWritten(to: pidFile)
        #expect(await eventually { !isRunning(escaped) }, "the sleep started with setsid -f (pid \(escaped)) outlived the timeout")
    }

    @Test func aProgramInASessionOfItsOwnIsStoppedWhenTheRunIsCancelled() async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let task = Task { try await run(leavingItsSession(pidFile: pidFile, then: "exec sleep 300"), timeout: 300) }
        let escaped = try await pidWritten(to: pidFile)
        #expect(isRunning(escaped))
        task.cancel()
        #expect(try await task.value.ending == .cancelled)
        #expect(await eventually { !isRunning(escaped) }, "the sleep started with setsid -f (pid \(escaped)) outlived the cancelled run")
    }

    @Test func aProgramInASessionOfItsOwnIsStoppedWhenTheRunEnds() async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let result = try await run(leavingItsSession(pidFile: pidFile, then: "exit 0"), timeout: 60)
        #expect(result.ending == .exited(0), "the run ends when its program does, though what it left holds its stdout")
        let escaped = try await pidWritten(to: pidFile)
        #expect(await eventually { !isRunning(escaped) }, "the sleep started with setsid -f (pid \(escaped)) outlived the run")
    }

    /// Programs that empty their environment (`env -i`) lose the tag: what they are found by instead. LEAF writes its
    /// pid to PIDFILE, then sleeps; it is started with an empty environment.
    @Test(arguments: [
        // Orphaned (its parent exits at once), in the session of a tagged process that leads it.
        ("the session a tagged process leads", "setsid -f sh -c 'sh -c \"env -i /bin/sh LEAF PIDFILE &\"; exec sleep 300'"),
        // In a session of its own, its tagged parent still there.
        ("its tagged parent", "setsid -f sh -c 'env -i setsid /bin/sh LEAF PIDFILE & wait'"),
    ])
    func aProgramWithoutTheTagIsStoppedWhenTheRunEnds(foundBy: String, script: String) async throws {
        let folder = try TemporaryFolders.make()
        let pidFile = folder.appendingPathComponent("pid").path, leaf = folder.appendingPathComponent("leaf.sh").path
        try "echo $$ > \"$1\"; exec sleep 300\n".write(toFile: leaf, atomically: true, encoding: .utf8)
        let start = script.replacingOccurrences(of: "PIDFILE", with: pidFile).replacingOccurrences(of: "LEAF", with: leaf)
        let result = try await run("\(start); while [ ! -s \(pidFile) ]; do sleep 0.01; done; echo ready; exit 0", timeout: 60)
        #expect(result.ending == .exited(0))
        let escaped = try await pidWritten(to: pidFile)
        #expect(await eventually { !isRunning(escaped) }, "the sleep started with env -i (pid \(escaped)), found by \(foundBy), outlived the run")
        if isRunning(escaped) { kill(escaped, SIGKILL) }
    }

    /// The second, orphaned with an empty environment, is found only as its reaper's (the board lends one).
    @Test(arguments: ["setsid -f", "env -i setsid -f"])
    func removingAListeningWidgetStopsWhatItStartedInASessionOfItsOwn(startedWith how: String) async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let script = how == "setsid -f" ? leavingItsSession(pidFile: pidFile, then: "exec sleep 300")
            : ProgramReaperTests.escaping(pidFile: pidFile, then: "exec sleep 300")
        var board: ListenModeTests.Board? = try ListenModeTests.Board("shell = \"\(script)\"")
        _ = await board?.wait(for: "ready")
        let escaped = try await pidWritten(to: pidFile)
        #expect(isRunning(escaped))
        board?.runner.reconfigure([:])
        board = nil
        #expect(await eventually { !isRunning(escaped) }, "the sleep started with \(how) (pid \(escaped)) outlived its widget")
        if isRunning(escaped) { kill(escaped, SIGKILL) }
    }

    /// Its reaper's control socket is not among them.
    @Test(arguments: [nil, ProgramReaper.built])
    func aProgramGetsOnlyItsThreeStandardDescriptors(reaper: ProgramReaper?) async throws {
        // A descriptor of ours that is not close-on-exec, as a library may open one.
        let leaky = open("/dev/null", O_RDONLY)
        defer { close(leaky) }
        let result = try await runScript("ls /proc/$$/fd", timeout: 30, reaper: reaper)
        let descriptors = String(decoding: result.output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        #expect(descriptors == ["0", "1", "2"], "the program held more than stdin, stdout and stderr (ours: \(leaky))")
    }
}
