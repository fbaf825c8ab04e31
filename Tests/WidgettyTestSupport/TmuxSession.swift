import Foundation

/// A private tmux server running one window, for driving the real binary as a person would.
public final class TmuxSession: Sendable {
    /// The socket name, unique per session so tests can run side by side.
    public let socket: String

    /// Starts a detached session of the given size running `command` under bash.
    public init(columns: Int, rows: Int, command: String, environment: [String: String] = [:]) throws {
        socket = "widgetty-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color"]
        for (key, value) in environment { arguments += ["-e", "\(key)=\(value)"] }
        arguments.append(command)
        try run(arguments, capturingOutput: false)
    }

    deinit {
        _ = try? run(["kill-server"])
        // tmux 3.3 leaves its socket file behind; a test run would leave a few dozen.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// The pane's text, one string per row.
    public func capture(escapes: Bool = false) throws -> [String] {
        try run(["capture-pane", "-p"] + (escapes ? ["-e"] : [])).components(separatedBy: "\n")
    }

    /// Types keys (tmux key names such as `q`, `Enter`, `C-z`).
    public func send(_ keys: String...) throws {
        try run(["send-keys"] + keys)
    }

    /// Types text literally.
    public func type(_ text: String) throws {
        try run(["send-keys", "-l", text])
    }

    /// Resizes the window.
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Sets a global tmux option, e.g. `window-style` to `bg=white` for a light terminal.
    public func setOption(_ name: String, _ value: String) throws {
        try run(["set-option", "-g", name, value])
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    public func display(_ format: String) throws -> String {
        try run(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`, reading it every 50 ms, up to `timeout` seconds.
    ///
    /// The screen is read on a thread of its own, not the test pool's: a short-lived state
    /// (a placeholder shown for a second) is seen even while other tests keep every pool
    /// thread busy and this test's task waits its turn to run.
    @discardableResult
    public func waitFor(timeout: Double = 10, _ condition: @escaping @Sendable ([String]) -> Bool) async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try self.poll(timeout: timeout, until: condition) }) }.start()
        }
    }

    /// Waits until some row contains `text`.
    @discardableResult
    public func waitFor(text: String, timeout: Double = 10) async throws -> [String] {
        try await waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    private func poll(timeout: Double, until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        var screen = try capture()
        while !condition(screen) {
            if ContinuousClock.now > deadline { throw TmuxError.timeout(screen: screen.joined(separator: "\n")) }
            Thread.sleep(forTimeInterval: 0.05)
            screen = try capture()
        }
        return screen
    }

    /// Runs a tmux command. The one that starts the server must not capture output:
    /// the server inherits the pipe and would keep it open.
    @discardableResult
    private func run(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        let result = try Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments, captureOutput: capturingOutput)
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
