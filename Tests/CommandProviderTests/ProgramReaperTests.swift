import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// Under its reaper (`widgetty --reap-program`), nothing a command widget's program started outlives its timeout, its
/// cancellation or its end, even a process that emptied its environment, left its session and lost its parent, which
/// its process family cannot find (a listening widget's removal: `ProcessFamilyTests`); and the run says what the
/// program did, as when it is started directly.
@Suite(.timeLimit(.minutes(3))) struct ProgramReaperTests {
    /// A script that starts a `sleep 300` with an empty environment, in a session of its own, orphaned at once
    /// (`env -i setsid -f`), which writes its pid to `pidFile`; it waits until it has, says "ready", then `rest`.
    static func escaping(pidFile: String, then rest: String) -> String {
        "env -i setsid -f /bin/sh -c 'echo $$ > $0; exec sleep 300' \(pidFile); while [ ! -s \(pidFile) ]; do sleep 0.01; done; echo ready; \(rest)"
    }

    /// Waits until `pid` has ended (within 30 s); kills it when it has not, so a failed test leaves nothing.
    private func expectEnded(_ pid: Int32, _ when: String) async {
        #expect(await eventually { !isRunning(pid) }, "the sleep started with env -i setsid -f (pid \(pid)) outlived \(when)")
        if isRunning(pid) { kill(pid, SIGKILL) }
    }

    @Test func anOrphanWithoutTheTagIsStoppedAtTheTimeout() async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let result = try await runScript(Self.escaping(pidFile: pidFile, then: "exec sleep 300"), timeout: 3, reaper: .built)
        try #require(String(decoding: result.output, as: UTF8.self) == "ready\n", "the script did not get ready before its timeout")
        #expect(result.ending == .timedOut)
        await expectEnded(try await pidWritten(to: pidFile), "the run's timeout")
    }

    @Test func anOrphanWithoutTheTagIsStoppedWhenTheRunIsCancelled() async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let task = Task { try await runScript(Self.escaping(pidFile: pidFile, then: "exec sleep 300"), timeout: 300, reaper: .built) }
        let escaped = try await pidWritten(to: pidFile)
        #expect(isRunning(escaped))
        task.cancel()
        #expect(try await task.value.ending == .cancelled)
        await expectEnded(escaped, "the cancelled run")
    }

    @Test func anOrphanWithoutTheTagIsStoppedWhenTheRunEnds() async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let result = try await runScript(Self.escaping(pidFile: pidFile, then: "exit 0"), timeout: 60, reaper: .built)
        #expect(result.ending == .exited(0))
        await expectEnded(try await pidWritten(to: pidFile), "the run")
    }

    /// A button's program (here an xbar row's `bash=`) runs under the widget's reaper too.
    @Test func aButtonsProgramRunsUnderTheReaper() async throws {
        let path = try XbarWidgetTests().plugin("button.sh", "echo 'Title'\necho '---'\necho 'Retry | bash=/bin/echo param1=retry'\n")
        let config = try CommandWidgetTests().load("size = \"medium\"\nformat = \"xbar\"\ncommand = [\"\(path)\"]\n")
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: CommandWidgetTests.registry, scheme: .dark,
                                                              at: XbarWidgetTests.date, services: HostServices(reaper: .built))
        let regions = HitRegions()
        _ = dashboard.frame(size: Size(width: 49, height: 12), state: HomeScreenState(scheme: .dark), runner: runner,
                            at: XbarWidgetTests.date, hitRegions: regions)
        let launches = regions.regions.compactMap { region -> CommandLaunch? in
            guard case .perform(let intent, _) = region.action else { return nil }
            return (intent as? RunCommandIntent)?.launch
        }
        try #require(launches.map(\.arguments) == [["/bin/echo", "retry"]], "the tile's buttons: \(regions.regions)")
        #expect(launches[0].reaper == .built)
    }

    /// The reaper ends as its program did, so the run tells a program a signal ended as before.
    @Test(arguments: [SIGTERM, SIGKILL, SIGSEGV, SIGINT])
    func aProgramEndedByASignalSaysWhich(signal: Int32) async throws {
        let result = try await runScript("kill -\(signal) $$", timeout: 30, reaper: .built)
        #expect(result.ending == .signalled(signal))
    }

    @Test func theProgramIsTheReapersChildInASessionOfItsOwn() async throws {
        let result = try await runScript("ps -o comm= -p $PPID; ps -o sid= -p $PPID; ps -o sid= -p $$; echo $$", timeout: 30, reaper: .built)
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        try #require(lines.count == 4, "\(lines)")
        #expect(lines[0] == ProgramReaper.processName)
        #expect(lines[1] != lines[2] && lines[2] == lines[3], "the reaper's session, the program's, its pid: \(lines)")
    }

    @Test func startedByHandItSaysWhatItIsFor() async throws {
        let result = try await BuiltBinary.run([ProgramReaper.argument, "true"])
        #expect(result.status == 2)
        #expect(result.error.contains("control socket on standard input"), "\(result.error)")
    }
}
