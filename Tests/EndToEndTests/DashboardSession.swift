import Foundation
import Testing
import WidgettyTestSupport

/// The dashboard started from a shell in tmux, as a person starts it.
struct DashboardSession {
    /// A configuration with no seconds, so nothing redraws by itself during a test.
    static let quietConfig = """
    [dashboard]
    theme = "dark"

    [[widget]]
    kind = "clock"
    size = "small"

    [[widget]]
    kind = "clock"
    size = "medium"
    zones = ["America/New_York", "Asia/Tokyo"]
    """

    let tmux: TmuxSession
    let configFile: URL
    /// The session's own `XDG_RUNTIME_DIR`, where its dashboard's control socket goes.
    let runtimeDirectory: URL
    /// The session's own `XDG_STATE_HOME` (its log goes to `widgetty/widgetty.log` there); `XDG_CACHE_HOME` is beside it.
    let stateDirectory: URL

    /// The read of the screen started with the dashboard (`watchingFromTheStart`), to await for its first state.
    let watchFromTheStart: ScreenWatch?

    /// Starts bash in a window of the given size and runs widgetty in it with `arguments` (the command line typed is
    /// `commandLine` of it), then waits until `ready` is on screen and no tile is still a placeholder (nil: don't wait).
    /// Both that wait and `watchingFromTheStart` (read into `watchFromTheStart`) start reading the screen before the
    /// command is entered, so a first state is seen even when this task waits for a pool thread meanwhile.
    /// `swift test` sets NO_COLOR=1 for tests; sessions clear it unless a test sets it.
    init(columns: Int = 100, rows: Int = 40, config: String = quietConfig, environment: [String: String] = ["NO_COLOR": ""],
         arguments: String = "", commandLine: (String) -> String = { $0 }, ready: String? = "New York",
         watchingFromTheStart: (@Sendable ([String]) -> Bool)? = nil) async throws {
        configFile = try BuiltBinary.temporaryFile(config)
        runtimeDirectory = configFile.deletingLastPathComponent().appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        stateDirectory = configFile.deletingLastPathComponent().appendingPathComponent("state")
        let cacheDirectory = configFile.deletingLastPathComponent().appendingPathComponent("cache")
        let defaults = ["TZ": "UTC", "XDG_RUNTIME_DIR": runtimeDirectory.path, "XDG_STATE_HOME": stateDirectory.path,
                        "XDG_CACHE_HOME": cacheDirectory.path]
        tmux = try await TmuxSession(columns: columns, rows: rows, command: "PS1='PROMPT$ ' exec bash --norc --noprofile",
                               environment: environment.merging(defaults) { given, _ in given })
        try await tmux.waitFor(text: "PROMPT$", timeout: 30)
        try await tmux.type(commandLine("\(BuiltBinary.path) --config \(configFile.path) \(arguments)"))
        let tmux = tmux
        watchFromTheStart = watchingFromTheStart.map { tmux.watch(timeout: 40, $0) }
        let loaded = ready.map { tmux.watch(timeout: Self.loadTimeout, Self.loaded(showing: $0)) }
        try await tmux.send("Enter")
        if let loaded { _ = try await loaded.screen() }
    }

    /// Generous: on a loaded two-core machine many sessions start at once, and a demo tile may wait out a
    /// provider's 15 s timeout before it shows its failure in words.
    static let loadTimeout: Double = 60

    /// Whether `text` is on a screen where no tile is still a placeholder.
    static func loaded(showing text: String) -> @Sendable ([String]) -> Bool {
        { screen in screen.contains { $0.contains(text) } && !screen.contains { $0.contains("▆") } }
    }

    /// Waits until `text` is on screen and every tile has its data: no placeholder bar is left
    /// (tiles load one by one, so one tile's text can show while another is still redacted).
    @discardableResult
    func waitUntilLoaded(showing text: String) async throws -> [String] {
        try await tmux.waitFor(timeout: Self.loadTimeout, Self.loaded(showing: text))
    }

    /// Chooses "Edit in Editor…" in the quick-action menu of the tile `key` jumps to (`1`–`9`), which starts the editor.
    func chooseEditInEditor(tile key: String) async throws {
        try await tmux.send(key)
        try await tmux.send(".")
        try await tmux.waitFor { $0.contains { $0.contains("Edit in Editor…") } }
        // "e" starts three items: it selects "Edit Widget", then "Edit in Editor…", which Return chooses.
        try await tmux.send("e")
        try await tmux.send("e")
        try await tmux.send("Enter")
    }

    /// Runs `widgetty ARGUMENTS` beside the dashboard, reaching it through the session's runtime folder.
    func runBeside(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        try await BuiltBinary.run(arguments, environment: ["XDG_RUNTIME_DIR": runtimeDirectory.path])
    }

    /// The widgetty process running in the pane: the shell's child, or its grandchild under a subshell of `commandLine`.
    func processID() async throws -> Int32 {
        var parent = try await tmux.display("#{pane_pid}")
        var seen: [String] = []
        // As the kernel names a process: its program's file name, cut to 15 bytes.
        let command = String(URL(fileURLWithPath: BuiltBinary.path).lastPathComponent.utf8.prefix(15))!
        for _ in 0..<2 {
            let text = try await Subprocess.run(["pgrep", "-P", parent]).output
            guard let pid = text.split(separator: "\n").first.flatMap({ Int32($0) }) else { break }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            if name == command + "\n" { return pid }
            seen.append("\(pid) \(name.trimmingCharacters(in: .newlines))")
            parent = String(pid)
        }
        throw TmuxError.failed("no widgetty process under the shell (found \(seen))")
    }

    /// Waits for the shell prompt and checks the terminal is fully back: main screen, cursor, echo and line editing.
    func expectFullyRestored() async throws {
        let restored = try await expectTerminalRestored()
        #expect(restored.alternateScreen == "0", "back on the normal screen")
        #expect(restored.cursorVisible == "1", "cursor visible")
        #expect(restored.modes.split(separator: " ").sorted() == ["echo", "icanon", "isig"], "echo and line editing are back: \(restored.modes)")
        #expect(try await mouseModes() == "0 0 0 0", "no mouse reports left on")
    }

    /// tmux's view of the pane's mouse reporting: any-motion, button, SGR and click modes, "1" for each on.
    func mouseModes() async throws -> String {
        try await tmux.display("#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{mouse_standard_flag}")
    }

    /// Waits for the shell prompt to come back, then asks the shell for the dashboard's exit status (`$?`).
    func exitStatus() async throws -> Int32 {
        try await tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }
        // The typed command shows STA""TUS and never matches.
        try await tmux.type("echo STA\"\"TUS=$?")
        try await tmux.send("Enter")
        let screen = try await tmux.waitFor { $0.contains { $0.hasPrefix("STATUS=") } }
        return Int32(screen.first { $0.hasPrefix("STATUS=") }!.dropFirst("STATUS=".count))!
    }

    /// Waits for the shell prompt to come back, then reads the terminal's state.
    func expectTerminalRestored() async throws -> (alternateScreen: String, cursorVisible: String, modes: String) {
        try await tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }
        let alternate = try await tmux.display("#{alternate_on}")
        let cursor = try await tmux.display("#{cursor_flag}")
        return (alternate, cursor, try await lineModes())
    }

    /// The shell's line settings as `stty` reads them while it runs a command ("echo icanon isig" when all are on),
    /// after clearing the screen, whatever it showed.
    func lineModes() async throws -> String {
        // The output line starts with MODES=; the typed command shows MO""DES and never matches.
        try await tmux.type("clear; stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon|isig)' | sort | paste -sd' ' | sed \"s/^/MO\"\"DES=/\"")
        try await tmux.send("Enter")
        let screen = try await tmux.waitFor { $0.contains { $0.hasPrefix("MODES=") } }
        return String(screen.first { $0.hasPrefix("MODES=") }!.dropFirst("MODES=".count))
    }
}
