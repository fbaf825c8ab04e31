import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// Nothing the editor (or top) started outlives the dashboard, however it left the editor: in the dashboard's process
/// group (`sleep &`), in a session of its own (`setsid -f`), orphaned with an empty environment besides (`env -i`),
/// or as a job of a shell that used `set -m` (a group of its own, which has the terminal). An ending signal sent to
/// the dashboard while the editor runs reaches them too; what an editor that ended by itself left runs on, and ends
/// when the dashboard does. The orphans the dashboard adopts meanwhile are reaped as they end.
@Suite(.serialized, .takesTurns) struct EditorLeftoversSessionTests {
    /// A `sleep` argument no other process has: a test finds what it started by it.
    private static func marker() -> String {
        "3013.\(UInt32.random(in: 100_000...999_999))"
    }

    /// The processes running `sleep MARKER` now (a zombie's command line is empty), each with its parent, group and
    /// session, to say what was left.
    static func sleeping(_ marker: String) -> [(pid: pid_t, description: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = pid_t(name), let command = try? String(contentsOfFile: "/proc/\(name)/cmdline", encoding: .utf8),
                  command.split(separator: "\0").map(String.init) == ["sleep", marker] else { return nil }
            let stat = (try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8)) ?? ""
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            let described = fields.count > 4 ? "state \(fields[0]), parent \(fields[1]), group \(fields[2]), session \(fields[3])" : "gone"
            return (pid, "pid \(pid) (\(described))")
        }
    }

    /// What an editor runs to leave `sleep MARKER` behind, then waits, in each way a process leaves it.
    private static func leaving(_ how: String, marker: String) -> String {
        switch how {
        case "sleep &": "sleep \(marker) &\nwhile :; do sleep 0.1; done"
        case "setsid -f": "setsid -f sleep \(marker)\nwhile :; do sleep 0.1; done"
        case "env -i setsid -f": "env -i setsid -f sleep \(marker)\nwhile :; do sleep 0.1; done"
        // vi under a wrapper script that used `set -m`: the job has a group of its own and the terminal.
        default: "set -m\nsleep \(marker)"
        }
    }

    /// Waits until what the editor started runs, then for it to end; kills what is left, saying what it was.
    private func expectGone(_ marker: String, started how: String, after ending: String) async throws {
        let gone = await eventually { Self.sleeping(marker).isEmpty }
        let left = Self.sleeping(marker)
        for process in left { kill(process.pid, SIGKILL) }
        #expect(gone, "what the editor started with \(how) outlived the dashboard ended by \(ending): \(left.map(\.description))")
    }

    @Test(arguments: ["sleep &", "setsid -f", "env -i setsid -f", "set -m"], [SIGTERM, SIGHUP])
    func whatTheEditorStartedEndsWithTheDashboard(how: String, signal: Int32) async throws {
        let marker = Self.marker()
        let signals = EditorSignalSessionTests()
        let editor = try signals.fakeEditor(traps: { _ in "" }, waiting: Self.leaving(how, marker: marker))
        let record = try EditorSignalSessionTests.TerminalRecord()
        let (session, pid) = try await signals.openTheEditor(editor.path, record: record)
        try #require(await eventually { !Self.sleeping(marker).isEmpty }, "the editor started sleep \(marker) with \(how)")
        try await signals.expectEnds(pid, by: signal, record: record, before: "when what the editor started would")
        try await expectGone(marker, started: how, after: "signal \(signal)")
        #expect(try await session.mouseModes() == "0 0 0 0", "no mouse reports left on")
    }

    /// An editor that left three processes and ended: they run on while the dashboard does (a GUI editor gone to the
    /// background is still the person's), and end when it quits or is ended by a signal.
    @Test(arguments: ["q", "SIGTERM"])
    func whatAnEditorLeftEndsWhenTheDashboardDoes(ending: String) async throws {
        let marker = Self.marker()
        let (session, pid) = try await dashboardAfterAnEditor(leaving: "sleep \(marker) &\nsetsid -f sleep \(marker)\nenv -i setsid -f sleep \(marker)")
        #expect(await eventually { Self.sleeping(marker).count == 3 },
                "all three run on after the editor ended: \(Self.sleeping(marker).map(\.description))")
        if ending == "q" {
            try await session.tmux.send("q")
            #expect(try await session.exitStatus() == 0, "q quit the dashboard")
        } else {
            kill(pid, SIGTERM)
            #expect(await StoppedOutputSessionTests.ended(pid, within: EditorSignalSessionTests.endingBound), "SIGTERM ended the dashboard")
        }
        try await expectGone(marker, started: "sleep &, setsid -f and env -i setsid -f", after: ending)
    }

    /// The dashboard, after an editor that ran `script` and ended; its pid.
    private func dashboardAfterAnEditor(leaving script: String) async throws -> (DashboardSession, pid_t) {
        let editor = try TemporaryFolders.make().appendingPathComponent("leaving-editor").path
        try saveInPlace("#!/bin/sh\n\(script)\n", to: editor, mode: 0o755)
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "EDITOR": editor, "VISUAL": ""])
        let pid = try await session.processID()
        try await session.chooseEditInEditor(tile: "2")
        try await session.tmux.waitFor(timeout: 30) { !$0.joined().contains("Edit in Editor…") && $0.joined().contains("New York") }
        return (session, pid)
    }

    /// An orphan of the editor's is given to the dashboard, which reaps it when it ends: no zombie is left.
    @Test func anOrphanTheDashboardAdoptedIsReapedWhenItEnds() async throws {
        let marker = Self.marker()
        let (session, pid) = try await dashboardAfterAnEditor(leaving: "env -i setsid -f sleep \(marker)")
        try #require(await eventually { Self.sleeping(marker).count == 1 }, "the editor left sleep \(marker)")
        let orphan = try #require(Self.sleeping(marker).first)
        #expect(orphan.description.contains("parent \(pid),"), "the dashboard (pid \(pid)) adopted it: \(orphan.description)")
        kill(orphan.pid, SIGTERM)
        let reaped = await eventually { access("/proc/\(orphan.pid)", F_OK) != 0 }
        #expect(reaped, "the orphan (pid \(orphan.pid)) was reaped, not left: \((try? String(contentsOfFile: "/proc/\(orphan.pid)/stat", encoding: .utf8)) ?? "")")
        try await session.tmux.send("q")
        #expect(try await session.exitStatus() == 0, "q quit the dashboard")
    }
}
