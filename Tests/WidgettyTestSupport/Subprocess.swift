import Foundation
import Glibc
import WidgettyKit

/// Runs a program for a test through WidgettyKit's `ProgramLauncher` (no descriptor of the test process reaches
/// it, and its pipes are close-on-exec, so a program started meanwhile by another test cannot hold them open) and
/// waits for it with waitpid, never past a deadline on the monotonic clock.
///
/// Foundation's `Process` can wait forever on a program that leaves a daemon behind (tmux starting its server);
/// this does not.
///
/// What waits (waitpid, read, a sleep between samples) runs on a thread of its own (`BlockingWork`) and is awaited,
/// never on one of the cooperative pool's threads; the `…OnThisThread` forms are for code already on a thread of its own.
public enum Subprocess {
    /// How long `run` and `runMeasuringMemory` wait for a program before killing it and saying so.
    public static let longestRun = Duration.seconds(120)

    /// Runs `arguments[0]` (a path) with this environment and `changes`, its output to /dev/null; returns the exit
    /// status and the largest resident size in kilobytes of it or any program it starts, sampled from
    /// /proc (VmHWM) every few milliseconds while it runs.
    ///
    /// Not getrusage or wait4: a program spawned from the test process counts the test process's own
    /// resident size until it execs, which in a full test run is larger than the limit being checked.
    public static func runMeasuringMemory(_ arguments: [String], changes: [String: String]) async throws -> (status: Int32, peakKB: Int) {
        try await BlockingWork.run { try runMeasuringMemoryOnThisThread(arguments, changes: changes) }
    }

    /// `runMeasuringMemory`, waiting on the calling thread.
    private static func runMeasuringMemoryOnThisThread(_ arguments: [String], changes: [String: String]) throws -> (status: Int32, peakKB: Int) {
        let environment = ProcessInfo.processInfo.environment.merging(changes) { _, changed in changed }.map { "\($0.key)=\($0.value)" }
        let pid = try spawn(ProgramLaunch(arguments, environment: environment, input: .null, output: .null, errorOutput: .null))
        let deadline = ContinuousClock.now + longestRun
        var peak = 0, status: Int32 = 0
        while true {
            peak = max(peak, highWater(of: pid))
            if waitpid(pid, &status, WNOHANG) == pid { break }
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                _ = ProgramLauncher.waitForEnd(of: pid)
                throw SubprocessError.timedOut(arguments.joined(separator: " "), output: "its peak so far was \(peak) KB")
            }
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

    /// Runs `arguments` (found on PATH) and waits, at most `timeout`; returns the exit status and, when asked,
    /// standard output. Past the timeout the program is killed and the error says what it had printed.
    public static func run(_ arguments: [String], captureOutput: Bool = true, timeout: Duration = longestRun) async throws -> (status: Int32, output: String) {
        try await BlockingWork.run { try runOnThisThread(arguments, captureOutput: captureOutput, timeout: timeout) }
    }

    /// `run`, waiting on the calling thread: only for code already on a thread of its own (`TmuxSession.waitFor`).
    static func runOnThisThread(_ arguments: [String], captureOutput: Bool = true, timeout: Duration = longestRun) throws -> (status: Int32, output: String) {
        let deadline = ContinuousClock.now + timeout
        guard captureOutput else {
            let pid = try spawn(ProgramLaunch(arguments, input: .null, output: .null, errorOutput: .null))
            guard let status = waitForExitOnThisThread(pid, until: deadline) else {
                kill(pid, SIGKILL)
                _ = ProgramLauncher.waitForEnd(of: pid)
                throw SubprocessError.timedOut(arguments.joined(separator: " "), output: "")
            }
            return (status, "")
        }
        let result = try captureOnThisThread(arguments, timeout: timeout)
        return (result.status, String(decoding: result.output, as: UTF8.self))
    }

    /// Runs `arguments` with `environment` (nil: this process's), stdin from /dev/null, and waits at most `timeout`
    /// on the monotonic clock; returns its exit status, standard output and standard error, both read as they come
    /// (neither can fill and stall it). Past the timeout it is killed and the error says what it had printed.
    public static func capture(_ arguments: [String], environment: [String]? = nil, timeout: Duration = longestRun) async throws -> (status: Int32, output: Data, error: Data) {
        try await BlockingWork.run { try captureOnThisThread(arguments, environment: environment, timeout: timeout) }
    }

    /// `capture`, waiting on the calling thread.
    private static func captureOnThisThread(_ arguments: [String], environment: [String]? = nil, timeout: Duration = longestRun) throws -> (status: Int32, output: Data, error: Data) {
        let deadline = ContinuousClock.now + timeout
        let (outputPipe, errorPipe) = try (ProgramLauncher.makePipe(), ProgramLauncher.makePipe())
        let pid: pid_t
        do {
            pid = try spawn(ProgramLaunch(arguments, environment: environment, input: .null, output: .descriptor(outputPipe.write),
                                          errorOutput: .descriptor(errorPipe.write)))
            close(outputPipe.write)
            close(errorPipe.write)
        } catch {
            for descriptor in [outputPipe.read, outputPipe.write, errorPipe.read, errorPipe.write] { close(descriptor) }
            throw error
        }
        defer { close(outputPipe.read); close(errorPipe.read) }
        var printed = [outputPipe.read: Data(), errorPipe.read: Data()]
        var open = [outputPipe.read, errorPipe.read]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        func timedOut() -> SubprocessError {
            kill(pid, SIGKILL)
            _ = ProgramLauncher.waitForEnd(of: pid)
            let said = [outputPipe.read, errorPipe.read].map { String(decoding: printed[$0] ?? Data(), as: UTF8.self) }.joined(separator: "\n")
            return SubprocessError.timedOut(arguments.joined(separator: " "), output: said)
        }
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let left = deadline - .now
            let milliseconds = left > .zero ? Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1) : 0
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw timedOut() }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { open.removeAll { $0 == descriptor.fd } } else { printed[descriptor.fd]?.append(contentsOf: buffer.prefix(count)) }
            }
        }
        // Its output closed: it has ended or is about to, unless it closed both and kept running.
        guard let status = waitForExitOnThisThread(pid, until: deadline) else { throw timedOut() }
        return (status, printed[outputPipe.read] ?? Data(), printed[errorPipe.read] ?? Data())
    }
}

extension Subprocess {
    /// Starts `arguments[0]` (a path) with `terminal` as its standard input, output and error, in this
    /// session, and with exactly `environment`; returns its process ID for the caller to wait on.
    public static func start(_ arguments: [String], terminal: Int32, environment: [String]) throws -> pid_t {
        try spawn(ProgramLaunch(arguments, environment: environment, input: .descriptor(terminal), output: .descriptor(terminal),
                                errorOutput: .descriptor(terminal)))
    }

    /// The exit status once the program `pid` ends, or nil if it is still running after `seconds`; waited for on a
    /// thread of its own.
    public static func waitForExit(_ pid: pid_t, seconds: Double) async -> Int32? {
        let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        return await BlockingWork.run { waitForExitOnThisThread(pid, until: deadline) }
    }

    /// The exit status once the program `pid` ends, or nil if it is still running at `deadline`.
    private static func waitForExitOnThisThread(_ pid: pid_t, until deadline: ContinuousClock.Instant) -> Int32? {
        var status: Int32 = 0
        while true {
            if waitpid(pid, &status, WNOHANG) == pid { return exitStatus(status) }
            if ContinuousClock.now >= deadline { return nil }
            usleep(20_000)
        }
    }

    /// A shell's reading of a wait status: the exit code, or 128 plus the signal that ended the program.
    private static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Starts `launch`, its failure as a `SubprocessError`.
    private static func spawn(_ launch: ProgramLaunch) throws -> pid_t {
        do {
            return try ProgramLauncher.spawn(launch)
        } catch {
            throw SubprocessError.spawn(error.code)
        }
    }
}

/// A program could not be started, or did not end in time.
public enum SubprocessError: Error, CustomStringConvertible {
    case spawn(Int32)
    /// The program (with its arguments) was killed at its deadline, having printed this.
    case timedOut(String, output: String)

    public var description: String {
        switch self {
        case .spawn(let code): "could not start the program: \(String(cString: strerror(code)))"
        case .timedOut(let program, let output): "\(program) did not end in time and was killed; it had printed: \(output.suffix(2000))"
        }
    }
}
