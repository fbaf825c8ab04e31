import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// An ending signal sent to the dashboard while a program has the terminal (the editor of "Edit in Editor…", top)
/// acts at once: it is passed on to the program (SIGHUP as SIGHUP, else SIGTERM; SIGKILL after a grace when the
/// program ignores it), the terminal is put back as the shell had it, whatever the program left, and the dashboard
/// ends with the signal's status. Ctrl-C typed in the editor stays the editor's.
///
/// bash puts back the line settings it saved when a job it waits for dies of a signal, which would hide a dashboard
/// that leaves them wrong; so the dashboard runs in a subshell that writes `stty -g` before and after it, and its
/// exit status, to files (`TerminalRecord`).
@Suite(.serialized, .takesTurns) struct EditorSignalSessionTests {
    /// How long the dashboard may take to end once signalled, generous for a loaded machine: it ends within the
    /// signal's turn when the program obeys, and 2 s later when it must be killed. Before, it waited for the program.
    static let endingBound = 10.0

    /// The files the subshell around the dashboard writes: the line settings before and after, and its exit status.
    struct TerminalRecord {
        let before: URL, after: URL, status: URL

        init() throws {
            let folder = try TemporaryFolders.make()
            (before, after, status) = (folder.appendingPathComponent("before"), folder.appendingPathComponent("after"),
                                       folder.appendingPathComponent("status"))
        }

        /// The command line running `dashboard` in a subshell between two `stty -g`.
        func commandLine(_ dashboard: String) -> String {
            "stty -g > \(before.path); ( \(dashboard); echo $? > \(status.path); stty -g > \(after.path) )"
        }

        /// Waits until the subshell has written the settings after the dashboard; its exit status and whether the
        /// settings are those it had before (with both, to say what was seen).
        func outcome() async throws -> (status: Int32?, sameSettings: Bool, settings: String) {
            let written = await eventually { ((try? String(contentsOf: after, encoding: .utf8)) ?? "").hasSuffix("\n") }
            try #require(written, "the subshell wrote the settings after the dashboard (\(after.path))")
            let status = Int32(try String(contentsOf: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
            let (old, new) = (try String(contentsOf: before, encoding: .utf8), try String(contentsOf: after, encoding: .utf8))
            return (status, old == new, "before \(old) after \(new)")
        }
    }

    /// An editor as vim and nano behave: raw line settings (no echo, no flow control, no keyboard signals; `settings`
    /// for others), the alternate screen and bracketed paste on, then it waits; `traps`, given the file `caught`, sets
    /// the shell's reaction to signals. Its pid goes to `pid`.
    func fakeEditor(settings: String = "raw -echo", traps: (String) -> String, waiting: String) throws
        -> (path: String, pid: URL, caught: URL) {
        let folder = try TemporaryFolders.make()
        let pid = folder.appendingPathComponent("pid"), caught = folder.appendingPathComponent("caught")
        let editor = folder.appendingPathComponent("slow-editor").path
        try saveInPlace("""
            #!/bin/sh
            echo $$ > \(pid.path)
            \(traps(caught.path))
            stty \(settings)
            printf '\\033[?1049h\\033[?2004h\\033[?25lEDITING'
            \(waiting)
            """, to: editor, mode: 0o755)
        return (editor, pid, caught)
    }

    /// Starts the dashboard under `record`'s subshell with `editor`, opens "Edit in Editor…" on the second widget
    /// and waits until the editor shows; the dashboard's pid.
    func openTheEditor(_ editor: String, record: TerminalRecord) async throws -> (DashboardSession, pid_t) {
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "EDITOR": editor, "VISUAL": ""],
                                                 commandLine: record.commandLine)
        let pid = try await session.processID()
        try await session.chooseEditInEditor(tile: "2")
        try await session.tmux.waitFor(text: "EDITING", timeout: 30)
        return (session, pid)
    }

    /// Sends `signal` to the dashboard `pid` and expects it to end within `endingBound` by that signal, the line
    /// settings put back; `before` says what it waited for before.
    func expectEnds(_ pid: pid_t, by signal: Int32, record: TerminalRecord, before: String) async throws {
        kill(pid, signal)
        #expect(await StoppedOutputSessionTests.ended(pid, within: Self.endingBound),
                "the dashboard ended within \(Self.endingBound) s, not \(before)")
        let outcome = try await record.outcome()
        #expect(outcome.status == 128 + signal, "the dashboard ends by the signal")
        #expect(outcome.sameSettings, "the line settings are the shell's again, not the program's: \(outcome.settings)")
    }

    /// The pid a fake editor wrote.
    func editorPID(_ file: URL) throws -> pid_t {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), "the editor's pid file holds \(text.debugDescription)")
    }

    @Test(arguments: [(SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGALRM, "TERM"), (SIGQUIT, "TERM"), (SIGINT, "TERM")])
    func anEndingSignalIsPassedOnToTheEditorAndEndsTheDashboardWithItsStatus(signal: Int32, passedOn: String) async throws {
        let editor = try fakeEditor(traps: { caught in
            // As vim does: the screen put back (not the line settings, which the dashboard must put back), then what
            // it saved said on the main screen.
            ["TERM", "HUP", "INT"].map {
                "trap 'echo \($0) > \(caught); printf \"\\\\033[?2004l\\\\033[?1049lEDITOR SAVED 1\\\\r\\\\nEDITOR SAVED 2\\\\r\\\\n\"; exit 0' \($0)"
            }.joined(separator: "\n")
        }, waiting: "while :; do sleep 0.1; done")
        let record = try TerminalRecord()
        let (session, pid) = try await openTheEditor(editor.path, record: record)
        let before = try String(contentsOf: session.configFile, encoding: .utf8)
        try await expectEnds(pid, by: signal, record: record, before: "when the editor would (never)")
        #expect(try String(contentsOf: editor.caught, encoding: .utf8) == "\(passedOn)\n", "the editor got SIG\(passedOn)")
        let shell = try await session.tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }
        #expect(["EDITOR SAVED 1", "EDITOR SAVED 2"].allSatisfy(shell.joined(separator: "\n").contains),
                "what the editor said as it ended stays: \(shell)")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == before, "the file is untouched")
        try await session.expectFullyRestored()
    }

    @Test func anEditorThatIgnoresTheSignalIsKilledAfterTheGrace() async throws {
        let editor = try fakeEditor(traps: { _ in "trap '' TERM HUP INT" }, waiting: "exec sleep 60")
        let record = try TerminalRecord()
        let (session, pid) = try await openTheEditor(editor.path, record: record)
        let before = try String(contentsOf: session.configFile, encoding: .utf8)
        try await expectEnds(pid, by: SIGTERM, record: record, before: "after the editor's 60 s")
        let editorPID = try editorPID(editor.pid)
        #expect(await eventually { kill(editorPID, 0) != 0 }, "the editor (pid \(editorPID)) is killed, not left running")
        #expect(try String(contentsOf: session.configFile, encoding: .utf8) == before, "the file is untouched")
        try await session.expectFullyRestored()
    }

    /// An editor that runs a shell's jobs (`set -m`) gives the terminal to a process group of its own, which leaves the
    /// dashboard in the background: putting the line settings back must not stop it for good (SIGTTOU). The job, in a
    /// group of its own, ends with the dashboard too (`EditorLeftoversSessionTests`).
    @Test func anEditorThatGaveTheTerminalToItsJobDoesNotStopTheDashboard() async throws {
        let editor = try fakeEditor(traps: { _ in "set -m" }, waiting: "sleep 60")
        let record = try TerminalRecord()
        let (session, pid) = try await openTheEditor(editor.path, record: record)
        let editorPID = try editorPID(editor.pid)
        var job: pid_t?
        let children = "/proc/\(editorPID)/task/\(editorPID)/children"
        #expect(await eventually {
            job = (try? String(contentsOfFile: children, encoding: .utf8))?.split(separator: " ").first.flatMap { pid_t($0) }
            return job != nil
        }, "the editor's job runs (\(children))")
        try await expectEnds(pid, by: SIGTERM, record: record, before: "stopped by SIGTTOU for good")
        #expect(try await session.mouseModes() == "0 0 0 0", "no mouse reports left on")
        if let job {
            let ended = await StoppedOutputSessionTests.ended(job, within: Self.endingBound)
            if !ended { kill(job, SIGKILL) }
            #expect(ended, "the editor's job (pid \(job)), in a group of its own, ended with the dashboard")
        }
    }

    /// procps top (or htop), from the system tile: it takes SIGTERM and puts its own settings back; the dashboard
    /// then ends by it.
    @Test func topFromTheSystemTileIsStoppedTooAndTheDashboardEnds() async throws {
        let record = try TerminalRecord()
        let session = try await DashboardSession(config: QuickActionSessionTests.config("kind = \"system\"\nsize = \"small\"\n"),
                                                 commandLine: record.commandLine, ready: "CPU")
        let pid = try await session.processID()
        // The tile's tap shows its measurements; top is its menu's Top Processes ("t", the first item it begins).
        try await QuickActionSessionTests().openMenu(session, showing: "Top Processes")
        try await session.tmux.send("t")
        try await session.tmux.send("Enter")
        try await session.tmux.waitFor(timeout: 30) { $0.contains { $0.contains("PID") } }
        let children = try await Subprocess.run(["pgrep", "-P", String(pid), "-x", "top|htop"]).output
        let top = try #require(children.split(separator: "\n").first.flatMap { pid_t($0) }, "top runs under the dashboard: \(children)")
        try await expectEnds(pid, by: SIGTERM, record: record, before: "when top would (never)")
        #expect(await eventually { kill(top, 0) != 0 }, "top (pid \(top)) ended too")
        // top leaves its last screen on the main screen, below the prompt.
        try await session.tmux.type("clear")
        try await session.tmux.send("Enter")
        try await session.expectFullyRestored()
    }

    /// Ctrl-C typed in the editor is the editor's: the dashboard, which ignores it meanwhile, is back when the editor
    /// ends, and quits with `q` as ever. The editor keeps the keyboard's signals (ISIG), as `ed` does: vim and nano
    /// read Ctrl-C as a key.
    @Test func ctrlCInTheEditorIsTheEditorsAlone() async throws {
        let editor = try fakeEditor(settings: "-echo", traps: { caught in "trap 'echo INT > \(caught); exit 0' INT" }, waiting: "while :; do sleep 0.1; done")
        let record = try TerminalRecord()
        let (session, _) = try await openTheEditor(editor.path, record: record)
        try await session.tmux.send("C-c")
        try await session.waitUntilLoaded(showing: "New York")
        #expect(try String(contentsOf: editor.caught, encoding: .utf8) == "INT\n", "the editor got Ctrl-C's SIGINT")
        try await session.tmux.send("q")
        let outcome = try await record.outcome()
        #expect(outcome.status == 0, "q quit the dashboard, which Ctrl-C did not end")
        #expect(outcome.sameSettings, "\(outcome.settings)")
    }

    /// A fake editor that keeps the keyboard's signals and waits until the file `finish` (beside its pid file) is made,
    /// then puts the main screen back and ends with status 0; `traps` as in `fakeEditor`.
    private func editorEndingOnRequest(traps: (String) -> String = { _ in "" }) throws -> (path: String, pid: URL, caught: URL, finish: URL) {
        let editor = try fakeEditor(settings: "-echo", traps: traps, waiting: "")
        let finish = editor.pid.deletingLastPathComponent().appendingPathComponent("finish")
        let body = try String(contentsOfFile: editor.path, encoding: .utf8)
        try saveInPlace(body + "\nwhile [ ! -e \(finish.path) ]; do sleep 0.1; done\nprintf '\\033[?1049l'\n", to: editor.path, mode: 0o755)
        return (editor.path, editor.pid, editor.caught, finish)
    }

    /// The state letter /proc gives `pid` (T: stopped), or "gone".
    private func state(of pid: pid_t) -> String {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return "gone" }
        return String(stat[close...].dropFirst(2).prefix(1))
    }

    /// Ctrl-Z in the editor under an interactive bash stops the whole job, as it stops vi run from that shell: bash
    /// says so and gets its prompt back; `fg` continues the editor, and the dashboard comes back after it ends. Before,
    /// the editor stopped alone and the dashboard waited for it for ever, with no prompt.
    @Test func ctrlZInTheEditorStopsTheWholeJobAndFgBringsItBack() async throws {
        let editor = try editorEndingOnRequest()
        let record = try TerminalRecord()
        let (session, pid) = try await openTheEditor(editor.path, record: record)
        let editorPID = try editorPID(editor.pid)
        try await session.tmux.send("C-z")
        let stopped = try await session.tmux.waitFor(timeout: 30) { screen in
            screen.contains { $0.contains("Stopped") } && screen.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true
        }
        #expect(state(of: pid) == "T" && state(of: editorPID) == "T",
                "the dashboard (\(state(of: pid))) and the editor (\(state(of: editorPID))) are stopped: \(stopped)")
        try await session.tmux.type("fg")
        try await session.tmux.send("Enter")
        #expect(await eventually { state(of: editorPID) != "T" && state(of: pid) != "T" },
                "fg continued the editor (\(state(of: editorPID))) and the dashboard (\(state(of: pid)))")
        try saveInPlace("", to: editor.finish.path, mode: 0o644)
        try await session.waitUntilLoaded(showing: "New York")
        try await session.tmux.send("q")
        let outcome = try await record.outcome()
        #expect(outcome.status == 0, "q quit the dashboard after fg")
        #expect(outcome.sameSettings, "\(outcome.settings)")
    }

    /// Where the dashboard is the pane's own command (its session's leader: no shell could continue a stopped job), a
    /// stopped editor is continued at once. The editor stops itself on Ctrl-Z with SIGSTOP, which the kernel does not
    /// discard in an orphaned process group as it does Ctrl-Z's SIGTSTP; before, the dashboard waited for it for ever.
    @Test func aStoppedEditorIsContinuedWhereNoShellCouldDoIt() async throws {
        let editor = try editorEndingOnRequest { caught in "trap 'echo TSTP >> \(caught); kill -STOP $$' TSTP" }
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let runtime = config.deletingLastPathComponent().appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let tmux = try await TmuxSession(columns: 100, rows: 30, command: "exec \(BuiltBinary.path) --config \(config.path)",
                                         environment: ["NO_COLOR": "", "EDITOR": editor.path, "VISUAL": "", "TZ": "UTC",
                                                       "XDG_RUNTIME_DIR": runtime.path,
                                                       "XDG_STATE_HOME": config.deletingLastPathComponent().path])
        try await tmux.waitFor(text: "New York", timeout: 60)
        let pid = try #require(pid_t(try await tmux.display("#{pane_pid}")), "tmux names the pane's process")
        #expect(getsid(pid) == pid, "the dashboard leads its session")
        try await tmux.send("2", ".")
        try await tmux.waitFor { $0.contains { $0.contains("Edit in Editor…") } }
        try await tmux.send("e", "e", "Enter")
        try await tmux.waitFor(text: "EDITING", timeout: 30)
        let editorPID = try editorPID(editor.pid)
        try await tmux.send("C-z")
        #expect(await eventually { ((try? String(contentsOf: editor.caught, encoding: .utf8)) ?? "") == "TSTP\n" },
                "the editor took Ctrl-Z and stopped itself")
        #expect(await eventually { state(of: editorPID) != "T" }, "the editor was continued, not left \(state(of: editorPID))")
        try saveInPlace("", to: editor.finish.path, mode: 0o644)
        try await tmux.waitFor(timeout: 30) { $0.contains { $0.contains("New York") } && !$0.contains { $0.contains("EDITING") } }
        try await tmux.send("q")
        #expect(await StoppedOutputSessionTests.ended(pid, within: Self.endingBound), "q ended the dashboard")
    }

    /// An editor that ends at once, three times over: the dashboard comes back each time and is ended by `q` alone
    /// (a child's end is no signal the loop ends by).
    @Test func anEditorThatEndsAtOnceLeavesTheDashboardRunning() async throws {
        let folder = try TemporaryFolders.make()
        let runs = folder.appendingPathComponent("runs"), editor = folder.appendingPathComponent("quick-editor").path
        try saveInPlace("#!/bin/sh\necho ran >> \(runs.path)\n", to: editor, mode: 0o755)
        let record = try TerminalRecord()
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "EDITOR": editor, "VISUAL": ""],
                                                 commandLine: record.commandLine)
        for run in 1...3 {
            try await session.chooseEditInEditor(tile: "2")
            let ran = await eventually { ((try? String(contentsOf: runs, encoding: .utf8)) ?? "").split(separator: "\n").count == run }
            #expect(ran, "the editor ran \(run) times: \((try? String(contentsOf: runs, encoding: .utf8)) ?? "none")")
            try await session.tmux.waitFor(timeout: 30) { !$0.joined().contains("Edit in Editor…") && $0.joined().contains("New York") }
        }
        try await session.tmux.send("q")
        let outcome = try await record.outcome()
        #expect(outcome.status == 0, "q quit the dashboard; nothing else ended it")
        #expect(outcome.sameSettings, "\(outcome.settings)")
    }
}
