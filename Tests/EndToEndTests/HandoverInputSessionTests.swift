import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// When the dashboard hands the terminal to a program (the editor of "Edit in Editor…", top) and takes it back, what
/// the terminal sent for the one before is dropped: the editor never reads the release of the click that started it,
/// nor the dashboard a report the editor left unread.
///
/// The pseudo-terminal plays the terminal, so the bytes arrive exactly when a real one's would: a report sent before
/// the terminal took the dashboard's "reports off" comes before DA1's answer, which the dashboard asks for then.
@Suite(.serialized, .takesTurns) struct HandoverInputSessionTests {
    /// DA1, the question whose answer marks the end of what the terminal sent before.
    static let deviceAttributesQuery = "\u{1B}[c"

    /// An editor: `script` run by sh, which gets the file `got` as $1 (what it read goes there).
    func fakeEditor(_ script: String) throws -> (path: String, got: URL) {
        let folder = try TemporaryFolders.make()
        let editor = folder.appendingPathComponent("fake-editor").path
        try saveInPlace("#!/bin/sh\ngot=\(folder.appendingPathComponent("got").path)\n\(script)\n", to: editor, mode: 0o755)
        return (editor, folder.appendingPathComponent("got"))
    }

    /// The cell (1-based column and row, as SGR reports count) of "Edit in Editor…" in the menu of tile 2, as
    /// `render --press 2.` draws it for the session's configuration and size.
    func editInEditorCell() async throws -> (column: Int, row: Int) {
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let rendered = try await BuiltBinary.run(["render", "--config", config.path, "--size", "100x30", "--press", "2."],
                                                 environment: ["TZ": "UTC", "NO_COLOR": "1"])
        let rows = rendered.output.components(separatedBy: "\n")
        let row = try #require(rows.firstIndex { $0.contains("Edit in Editor") }, "the menu shows: \(rendered.output)")
        let column = try #require(rows[row].range(of: "in Editor")).lowerBound
        return (rows[row].distance(from: rows[row].startIndex, to: column) + 1, row + 1)
    }

    /// The dashboard on a fresh pseudo-terminal with `editor` as its editor (the start-up probe answered), once drawn.
    func start(editor: String) async throws -> (PseudoTerminal, pid_t) {
        let pty = try PseudoTerminal(columns: 100, rows: 30, raw: true)
        pty.type(KeyboardProtocolSessionTests.deviceAttributes)
        let pid = try pty.startDashboard(environment: ["EDITOR=" + editor, "VISUAL="]).pid
        #expect(await pty.read { $0.contains("New York") }, "the dashboard drew")
        return (pty, pid)
    }

    /// What `text` holds after its first `mark` bytes.
    static func after(_ mark: Int, _ text: String) -> String {
        String(decoding: Array(text.utf8.dropFirst(mark)), as: UTF8.self)
    }

    /// Waits for `pid` to end within 10 s (killed when it does not); its status.
    func exitStatus(_ pid: pid_t) async -> Int32? {
        let status = await Subprocess.waitForExit(pid, seconds: 10)
        if status == nil {
            kill(pid, SIGKILL)
            _ = await Subprocess.waitForExit(pid, seconds: 10)
        }
        return status
    }

    @Test func theEndOfTheClickThatOpensTheEditorNeverReachesIt() async throws {
        // Reads what reaches it until half a second passes with nothing, as an editor would take it as keys.
        let editor = try fakeEditor("stty raw -echo min 0 time 5\nprintf EDITING\ncat > \"$got\"\nprintf 'EDITOR DONE'")
        let cell = try await editInEditorCell()
        let (pty, pid) = try await start(editor: editor.path)
        pty.type("2.")
        #expect(await pty.read { $0.contains("Edit in Editor") }, "tile 2's menu opened")
        let mark = pty.output.count
        pty.type("\u{1B}[<0;\(cell.column);\(cell.row)M")
        // The release comes a moment later, as a person's does (and as tmux's send-keys sends it, reports on or off):
        // after the reports went off where the press alone starts the editor.
        _ = await pty.read(until: { Self.after(mark, $0).contains("\u{1B}[?1000l") || Self.after(mark, $0).contains("EDITING") },
                           seconds: 0.5)
        pty.type("\u{1B}[<0;\(cell.column);\(cell.row)m")
        // Sent by the terminal before it took the reports off: the pointer moving on, a key.
        let stale = "\u{1B}[<35;\(cell.column + 1);\(cell.row)Mj"
        let handedOver = await pty.read { text in
            let since = Self.after(mark, text)
            guard since.contains(Self.deviceAttributesQuery) || since.contains("EDITING") else { return false }
            // At once, on the reading thread, as the terminal would: then DA1's answer when it was asked for.
            pty.type(stale + (since.contains(Self.deviceAttributesQuery) ? KeyboardProtocolSessionTests.deviceAttributes : ""))
            return true
        }
        #expect(handedOver, "the click opened the editor: \(Self.after(mark, String(decoding: pty.output, as: UTF8.self)).debugDescription)")
        #expect(await pty.read { Self.after(mark, $0).contains("EDITOR DONE") }, "the editor ran and ended")
        let got = String(decoding: (try? Data(contentsOf: editor.got)) ?? Data(), as: UTF8.self)
        #expect(got.isEmpty, "the editor read nothing the terminal sent for the dashboard, not \(got.debugDescription)")
        #expect(await pty.read { Self.after(mark, $0).components(separatedBy: "EDITOR DONE").last?.contains("\u{1B}[?1003h") == true },
                "the dashboard took the terminal back")
        pty.type("q")
        #expect(await exitStatus(pid) == 0, "q quits: no stale report left a menu open")
    }

    @Test func aReportTheEditorLeftUnreadNeverReachesTheDashboard() async throws {
        // Never reads: what is typed meanwhile stays queued when it ends.
        let editor = try fakeEditor("printf EDITING\nsleep 1\nprintf 'EDITOR DONE'")
        let (pty, pid) = try await start(editor: editor.path)
        pty.type("2.")
        #expect(await pty.read { $0.contains("Edit in Editor") }, "tile 2's menu opened")
        pty.type("ee\r")
        #expect(await pty.read { $0.contains("EDITING") }, "the editor started")
        let mark = pty.output.count
        // A right-click on tile 1 reported while the editor ran (its own mouse mode, say), which it left unread.
        pty.type("\u{1B}[<2;10;5M\u{1B}[<2;10;5m")
        #expect(await pty.read { Self.after(mark, $0).components(separatedBy: "EDITOR DONE").dropFirst().last?.contains("\u{1B}[?1003h") == true },
                "the editor ended and the dashboard took the terminal back")
        pty.type("q")
        #expect(await exitStatus(pid) == 0, "q quits: the right-click opened no menu to take it")
        let back = Self.after(mark, String(decoding: pty.output, as: UTF8.self)).components(separatedBy: "EDITOR DONE").last ?? ""
        #expect(!back.contains("Edit in Editor"), "no menu drawn after the editor: \(back.debugDescription)")
    }
}
