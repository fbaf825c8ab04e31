import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// An ending signal sent to the dashboard while it is suspended for the editor ("Edit in Editor…") acts at once: it is
/// passed on to the editor's process group (SIGKILL after a grace when the editor ignores it), the terminal is put back
/// as the shell had it, whatever the editor left, and the dashboard ends with the signal's status. The file is untouched.
@Suite(.serialized, .takesTurns) struct EditorSignalSessionTests {
    /// An editor as vim and nano behave: raw line settings, the alternate screen and bracketed paste on, then it waits;
    /// `traps`, given the file `caught`, sets the shell's reaction to TERM, HUP and INT. Its pid goes to `pid`.
    private func fakeEditor(traps: (String) -> String, waiting: String) throws -> (path: String, pid: URL, caught: URL) {
        let folder = try TemporaryFolders.make()
        let pid = folder.appendingPathComponent("pid"), caught = folder.appendingPathComponent("caught")
        let editor = folder.appendingPathComponent("slow-editor").path
        try saveInPlace("""
            #!/bin/sh
            echo $$ > \(pid.path)
            \(traps(caught.path))
            stty raw -echo
            printf '\\033[?1049h\\033[?2004h\\033[?25lEDITING'
            \(waiting)
            """, to: editor, mode: 0o755)
        return (editor, pid, caught)
    }

    /// Opens "Edit in Editor…" on the second widget and waits until the editor shows.
    private func openTheEditor(_ editor: String) async throws -> DashboardSession {
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "EDITOR": editor, "VISUAL": ""])
        try await session.chooseEditInEditor(tile: "2")
        try await session.tmux.waitFor(text: "EDITING", timeout: 15)
        return session
    }

    @Test(arguments: [(SIGTERM, "TERM"), (SIGINT, "TERM"), (SIGHUP, "HUP")])
    func anEndingSignalIsPassedOnToTheEditorAndEndsTheDashboardWithItsStatus(signal: Int32, passedOn: String) async throws {
        let editor = try fakeEditor(traps: { caught in
            ["TERM", "HUP", "INT"].map { "trap 'echo \($0) > \(caught); exit 0' \($0)" }.joined(separator: "\n")
        }, waiting: "while :; do sleep 0.1; done")
        let session = try await openTheEditor(editor.path)
        let before = try String(contentsOf: session.configFile, encoding: .utf8)
        kill(try await session.processID(), signal)
        #expect(try await session.exitStatus() == 128 + signal, "the dashboard ends by the signal, not when the editor would")
        #expect(try String(contentsOf: editor.caught, encoding: .utf8) == "\(passedOn)\n", "the editor got SIG\(passedOn)")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == before, "the file is untouched")
        try await session.expectFullyRestored()
    }

    @Test func anEditorThatIgnoresTheSignalIsKilledAfterTheGrace() async throws {
        let editor = try fakeEditor(traps: { _ in "trap '' TERM HUP INT" }, waiting: "exec sleep 60")
        let session = try await openTheEditor(editor.path)
        let before = try String(contentsOf: session.configFile, encoding: .utf8)
        kill(try await session.processID(), SIGTERM)
        #expect(try await session.exitStatus() == 128 + SIGTERM, "ended within the grace and a second, not after the editor's 60 s")
        let editorPID = try #require(pid_t(try String(contentsOf: editor.pid, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(await eventually { kill(editorPID, 0) != 0 }, "the editor (pid \(editorPID)) is killed, not left running")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == before, "the file is untouched")
        try await session.expectFullyRestored()
    }
}
