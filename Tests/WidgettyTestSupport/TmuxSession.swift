import Foundation

/// A private tmux server running one window, for driving the real binary as a person would.
///
/// Every tmux command runs on a thread of its own and is awaited (`Subprocess.run`), so a test never holds one of the
/// cooperative pool's threads while tmux answers.
public final class TmuxSession: Sendable {
    /// The socket name, unique per session so tests can run side by side.
    public let socket: String
    /// The tmux server's process ID, signalled when the session goes (a `deinit` cannot wait for a tmux command).
    private let server: pid_t

    /// Starts a detached session of the given size running `command` under bash.
    public init(columns: Int, rows: Int, command: String, environment: [String: String] = [:]) async throws {
        let socket = "widgetty-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color"]
        for (key, value) in environment { arguments += ["-e", "\(key)=\(value)"] }
        arguments.append(command)
        try await Self.run(arguments, on: socket, capturingOutput: false)
        do {
            let answer = try await Self.run(["display-message", "-p", "#{pid}"], on: socket)
            guard let server = pid_t(answer.trimmingCharacters(in: .whitespacesAndNewlines)), server > 0 else {
                throw TmuxError.failed("display-message -p #{pid} (it answered \(answer.debugDescription))")
            }
            self.server = server
        } catch {
            _ = try? await Self.run(["kill-server"], on: socket)
            throw error
        }
        self.socket = socket
    }

    deinit {
        // What `tmux kill-server` does, without waiting for a tmux client on whatever thread lets the session go.
        kill(server, SIGTERM)
        // tmux 3.3 leaves its socket file behind; a test run would leave a few dozen.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// The pane's text, one string per row.
    public func capture(escapes: Bool = false) async throws -> [String] {
        try await run(Self.capturePane(escapes: escapes)).components(separatedBy: "\n")
    }

    /// Types keys (tmux key names such as `q`, `Enter`, `C-z`).
    public func send(_ keys: String...) async throws {
        try await run(["send-keys"] + keys)
    }

    /// Types text literally.
    public func type(_ text: String) async throws {
        try await run(["send-keys", "-l", text])
    }

    /// Resizes the window.
    public func resize(columns: Int, rows: Int) async throws {
        try await run(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Sets a global tmux option, e.g. `window-style` to `bg=white` for a light terminal.
    public func setOption(_ name: String, _ value: String) async throws {
        try await run(["set-option", "-g", name, value])
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    public func display(_ format: String) async throws -> String {
        try await run(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen (with its colour escapes when `escapes`) satisfies `condition`, reading it every
    /// 50 ms, up to `timeout` seconds. The default, 20 s, costs nothing when the screen comes and leaves room for a
    /// loaded two-core machine (10 s was once too short beside three busy loops).
    ///
    /// The screen is read on a thread of its own, not the test pool's: a short-lived state
    /// (a placeholder shown for a second) is seen even while other tests keep every pool
    /// thread busy and this test's task waits its turn to run.
    @discardableResult
    public func waitFor(timeout: Double = 20, escapes: Bool = false, _ condition: @escaping @Sendable ([String]) -> Bool) async throws -> [String] {
        try await watch(timeout: timeout, escapes: escapes, condition).screen()
    }

    /// Starts reading the screen now, every 50 ms up to `timeout` seconds, until `condition` holds, and returns the
    /// read to await later: start it before the key or command that begins a short-lived state, so the state is seen
    /// however long the test's task waits for a pool thread in between.
    public func watch(timeout: Double = 20, escapes: Bool = false, _ condition: @escaping @Sendable ([String]) -> Bool) -> ScreenWatch {
        ScreenWatch { try self.pollOnThisThread(timeout: timeout, escapes: escapes, until: condition) } // blocking-ok: ScreenWatch runs it on a thread of its own
    }

    /// Waits until some row contains `text`.
    @discardableResult
    public func waitFor(text: String, timeout: Double = 20) async throws -> [String] {
        try await waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Reads the screen until `condition` holds, waiting on the calling thread: only for `waitFor`'s thread.
    private func pollOnThisThread(timeout: Double, escapes: Bool, until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        let command = Self.capturePane(escapes: escapes)
        func capture() throws -> [String] {
            try Self.check(Subprocess.runOnThisThread(Self.tmux(socket) + command), command).components(separatedBy: "\n")
        }
        var screen = try capture()
        while !condition(screen) {
            if ContinuousClock.now > deadline { throw TmuxError.timeout(screen: screen.joined(separator: "\n")) }
            Thread.sleep(forTimeInterval: 0.05)
            screen = try capture()
        }
        return screen
    }

    /// Runs a tmux command on this session's server.
    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        try await Self.run(arguments, on: socket)
    }

    /// Runs a tmux command on the server at `socket`. The one that starts the server must not capture output:
    /// the server inherits the pipe and would keep it open.
    @discardableResult
    private static func run(_ arguments: [String], on socket: String, capturingOutput: Bool = true) async throws -> String {
        try check(await Subprocess.run(tmux(socket) + arguments, captureOutput: capturingOutput), arguments)
    }

    /// The tmux command that prints the pane's text, with its colour escapes when `escapes`.
    private static func capturePane(escapes: Bool) -> [String] {
        ["capture-pane", "-p"] + (escapes ? ["-e"] : [])
    }

    /// The command line of tmux on the server at `socket`, without a configuration file.
    private static func tmux(_ socket: String) -> [String] {
        ["tmux", "-L", socket, "-f", "/dev/null"]
    }

    /// `result`'s output, or a `TmuxError` naming the command `arguments` when tmux failed.
    private static func check(_ result: (status: Int32, output: String), _ arguments: [String]) throws -> String {
        guard result.status == 0 else { throw TmuxError.failed(arguments.joined(separator: " ")) }
        return result.output
    }
}

/// What went wrong driving tmux.
public enum TmuxError: Error, CustomStringConvertible {
    case failed(String)
    case timeout(screen: String)

    public var description: String {
        switch self {
        case .failed(let command): "tmux \(command) failed (is tmux installed? make test installs it)"
        case .timeout(let screen): "the screen never showed what was expected; it showed:\n\(screen)"
        }
    }
}
