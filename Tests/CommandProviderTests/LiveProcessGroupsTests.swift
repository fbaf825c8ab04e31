import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider

/// What a quit waits for: the command widgets' programs still running, and nothing else.
@Suite(.timeLimit(.minutes(3))) struct LiveProcessGroupsTests {
    /// A run reaps its own program as it ends; the quit, which sent the SIGTERM, then finds `waitpid` saying nothing of
    /// that leader. It waited out the whole grace period (2 s at every quit with a command widget running); it now
    /// knows the leader is gone, and does not wait at all.
    @Test func aLeaderItsRunHasReapedIsNotWaitedFor() async throws {
        let folder = try TemporaryFolders.make()
        let pidFile = folder.appendingPathComponent("pid").path
        // Started directly (no reaper): the shell, then the sleep it becomes, leads the group.
        let launch = CommandLaunch(arguments: ["/bin/sh", "-c", "echo $$ > \(pidFile); exec sleep 600"], workingDirectory: nil,
                                   environment: [:], reaper: nil)
        let run = Task { try await CommandProcess.run(launch, timeout: 600, outputLimit: 100) }
        var leader: Int32?
        let written = await eventually {
            leader = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return leader != nil
        }
        guard written, let leader else {
            run.cancel()
            Issue.record("the program never wrote its pid; its run gave \(await run.result)")
            return
        }
        kill(-leader, SIGTERM)
        #expect(try await run.value.ending == .signalled(SIGTERM), "the run reaped its program")
        let (left, waited) = await BlockingWork.run {
            let started = ContinuousClock.now
            let left = LiveProcessGroups.awaitEnd(of: [leader], by: started + .seconds(60))
            return (left, ContinuousClock.now - started)
        }
        #expect(left.isEmpty)
        #expect(waited < .seconds(30), "known gone at once, not waited for until the deadline (\(waited))")
    }
}
