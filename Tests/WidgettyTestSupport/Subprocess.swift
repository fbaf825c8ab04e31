import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with posix_spawn and waits for it with waitpid.
///
/// Foundation's `Process` can wait forever on a program that leaves a daemon
/// behind (tmux starting its server); this does not.
public enum Subprocess {
    /// Runs `arguments[0]` (a path) with this environment and `changes`, its output to /dev/null; returns the exit
    /// status and the largest resident size in kilobytes of it or any program it starts, sampled from
    /// /proc (VmHWM) every few milliseconds while it runs.
    ///
    /// Not getrusage or wait4: a program spawned from the test process counts the test process's own
    /// resident size until it execs, which in a full test run is larger than the limit being checked.
    public static func runMeasuringMemory(_ arguments: [String], changes: [String: String]) throws -> (status: Int32, peakKB: Int) {
        let environment = ProcessInfo.processInfo.environment.merging(changes) { _, changed in changed }.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, stream, "/dev/null", stream == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        let pid = try spawn(arguments, actions: &actions, environment: environment)
        var peak = 0, status: Int32 = 0
        while true {
            peak = max(peak, highWater(of: pid))
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(2_000)
        }
        return (exitStatus(status), peak)
    }

    /// The largest VmHWM in kilobytes of `pid` and its children, as /proc shows them now (0 for those gone).
    private static func highWater(of pid: pid_t) -> Int {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))?
            .split(separator: " ").compactMap { Int32($0) } ?? []
        return ([pid] + children).map { process in
            let status = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        }.max() ?? 0
    }

    /// Runs `arguments` (found on PATH) and waits; returns the exit status and, when asked, standard output.
    public static func run(_ arguments: [String], captureOutput: Bool = true) throws -> (status: Int32, output: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipe: [Int32] = [-1, -1]
        if captureOutput {
            guard Glibc.pipe(&pipe) == 0 else { throw SubprocessError.spawn(errno) }
            posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addclose(&actions, pipe[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let pid = try spawn(arguments, actions: &actions, environment: nil)
        var output = Data()
        if captureOutput {
            close(pipe[1])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipe[0], &buffer, buffer.count)
                if count <= 0 { break }
                output.append(contentsOf: buffer.prefix(count))
            }
            close(pipe[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (exitStatus(status), String(decoding: output, as: UTF8.self))
    }
}

extension Subprocess {
    /// Starts `arguments[0]` (a path) with `terminal` as its standard input, output and error, in this
    /// session, and with exactly `environment`; returns its process ID for the caller to wait on.
    public static func start(_ arguments: [String], terminal: Int32, environment: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { posix_spawn_file_actions_adddup2(&actions, terminal, stream) }
        return try spawn(arguments, actions: &actions, environment: environment)
    }

    /// The exit status once the program `pid` ends, or nil if it is still running after `seconds`.
    public static func waitForExit(_ pid: pid_t, seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return exitStatus(status) }
            usleep(20_000)
        }
        return nil
    }

    /// A shell's reading of a wait status: the exit code, or 128 plus the signal that ended the program.
    private static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Spawns with clean signals: test threads block most signals, and a blocked mask is inherited.
    /// With `environment` nil, the program is looked up on PATH and inherits this environment.
    private static func spawn(_ arguments: [String], actions: inout posix_spawn_file_actions_t, environment: [String]?) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = envp == nil
            ? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
            : posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp!)
        guard spawned == 0 else { throw SubprocessError.spawn(spawned) }
        return pid
    }
}

/// A program could not be started.
public enum SubprocessError: Error {
    case spawn(Int32)
}
