import FoundationEssentials
import Glibc
import Synchronization
import WidgettyKit

/// Runs a program the way a command widget needs: no terminal, no stdin, a process group of its own, bounded output.
///
/// Processes are started here, in the provider, through WidgettyKit's `ProgramLauncher`: Foundation's `Process` can
/// neither put the child in a new session nor signal its whole group. The one thing lent by the host is the reaper
/// (`ProgramReaper`, the widget's `reaper` service: widgetty itself) the program runs under when there is one, which
/// its orphans are given to, and which stops everything under it when the program ends, when it is stopped, and when
/// the dashboard dies. The child gets a new session (`setsid`), so it has no controlling
/// terminal and is the leader of its own process group; stdin is `/dev/null`; stdout and stderr are pipes read on a
/// thread of the run's own, never the terminal's; no other descriptor of ours reaches it. It carries a
/// `ProcessFamily` in its environment, which whatever it starts inherits. On timeout, cancellation or too much output
/// the whole group and family get SIGTERM, then SIGKILL after `gracePeriod`; when the program exits, whatever it
/// left running in its group or family is killed too, so a run leaves no process behind, even one that left its
/// session (`setsid -f`) and emptied its environment (`env -i`) and lost its parent, when it has a reaper.
enum CommandProcess {
    /// How long a stopped program has between SIGTERM and SIGKILL.
    static let gracePeriod = Duration.seconds(2)
    /// Bytes of stderr kept: its last lines are all a message needs.
    static let errorTailBytes = 16 << 10

    /// Runs `launch` to its end, stopping it after `timeout` seconds, past `outputLimit` bytes of stdout, or when
    /// the calling task is cancelled; throws only when the program could not be started at all.
    static func run(_ launch: CommandLaunch, timeout: Double, outputLimit: Int) async throws -> CommandResult {
        let started = Mutex<(cancelled: Bool, program: CommandProgram?)>((false, nil))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                SystemThread.start {
                    continuation.resume(with: Result {
                        let program = try CommandProgram(launch)
                        started.withLock { $0.program = program }
                        let result = runToEnd(program, timeout: timeout, outputLimit: outputLimit,
                                              isCancelled: { started.withLock { $0.cancelled } })
                        if case .notStarted(let code) = result.ending { throw couldNotStart(launch.arguments.first ?? "", code) }
                        return result
                    })
                }
            }
        } onCancel: {
            started.withLock { state in
                state.cancelled = true
                return state.program
            }?.wake()
        }
    }

    /// The blocking run, on the calling thread.
    private static func runToEnd(_ program: CommandProgram, timeout: Double, outputLimit: Int,
                                 isCancelled: () -> Bool) -> CommandResult {
        var output = Data()
        // At most a year: a timeout from outside may be NaN, infinite or too large.
        let milliseconds = Int64(exactly: min(max((timeout * 1000).rounded(.up), 0), 365 * 86_400_000)) ?? 0
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        var result = program.read(deadline: deadline, stopReason: { isCancelled() ? .cancelled : nil }) { chunk in
            output.append(chunk.prefix(outputLimit + 1 - output.count))
            guard output.count > outputLimit else { return nil }
            output = output.prefix(outputLimit)
            return .outputTooLarge
        }
        result.output = output
        return result
    }

    /// How a program ended, from its wait status: its exit status, or the signal that ended it.
    static func ending(waitStatus status: Int32) -> CommandResult.Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// SIGTERM to the whole group and family, SIGKILL after the grace period if the leader is still there, then
    /// reaps it; `exit` is its pidfd, when the system has them.
    static func terminate(_ pid: pid_t, family: ProcessFamily, exit: Int32?) {
        Glibc.kill(-pid, SIGTERM)
        family.signal(SIGTERM, sessionLeader: pid)
        let graceEnd = ContinuousClock.now + gracePeriod
        while ContinuousClock.now < graceEnd, reap(pid, blocking: false) == nil {
            // Sleeps until the leader ends (its pidfd), or 50 ms at a time without one.
            var fds = [pollfd(fd: exit ?? -1, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, exit == nil ? 50 : PollTimeout.milliseconds(until: graceEnd))
        }
        kill(pid, family: family)
        _ = reap(pid, blocking: true)
    }

    /// SIGKILL to `pid`'s group and session and to every process of its family. The family first: it is found while
    /// `pid` (a reaper) still holds its orphans, which are members as its descendants.
    static func kill(_ pid: pid_t, family: ProcessFamily) {
        family.signal(SIGKILL, sessionLeader: pid)
        Glibc.kill(-pid, SIGKILL)
    }

    /// The wait status of `pid` once it has ended, or nil while it runs (or when it cannot be waited for).
    static func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid {
                LiveProcessGroups.remove(pid)
                return status
            }
            if result == -1 && errno == EINTR { continue }
            return nil
        }
    }

    /// Up to `max` bytes from `fd`; empty at end of file or on an error.
    static func readChunk(_ fd: Int32, max: Int) -> Data? {
        let capacity = min(max, 64 << 10)
        while true {
            // Uninitialized: a listening program's hundred small writes a second must not zero 64 KB each.
            var failure: Int32 = 0
            let buffer = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
                let count = read(fd, storage.baseAddress, capacity)
                if count < 0 { failure = errno }
                initialized = Swift.max(count, 0)
            }
            if failure == 0 { return Data(buffer) }
            if failure != EINTR { return Data() }
        }
    }

    /// The problem of a program that could not be started, with the C library's reason.
    static func couldNotStart(_ what: String, _ code: Int32) -> WidgetProblem {
        WidgetProblem("Couldn’t start \(what): \(String(cString: strerror(code)))")
    }

    /// Starts the program in a new session and `family`, with stdin from /dev/null and the given stdout and stderr,
    /// under its reaper when it has one: the pid of what was started (the reaper, when there is one; it takes the
    /// family's tag too) and the reaper's control socket.
    static func spawn(_ launch: CommandLaunch, family: ProcessFamily, stdout: Int32, stderr: Int32) throws -> (pid: pid_t, control: Int32?) {
        guard let program = launch.arguments.first else { throw WidgetProblem.needsConfiguration("The command is empty; give the program to run first") }
        if let folder = launch.workingDirectory {
            // posix_spawn reports a folder it cannot enter as the program's failure ("No such file or directory").
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw WidgetProblem.needsConfiguration("cwd \(QuotedValue.quote(folder)) is not a folder; set cwd to one that exists")
            }
        }
        var environment = launch.environment
        environment[ProcessFamily.variable] = family.tag
        let spawn = ProgramLaunch(launch.arguments, environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                                  input: .null, output: .descriptor(stdout), errorOutput: .descriptor(stderr),
                                  workingDirectory: launch.workingDirectory, newSession: true)
        do {
            var started: (pid: pid_t, control: Int32?) = (0, nil)
            if let reaper = launch.reaper {
                (started.pid, started.control) = try reaper.spawn(spawn)
            } else {
                started.pid = try ProgramLauncher.spawn(spawn)
            }
            LiveProcessGroups.insert(started.pid)
            return started
        } catch {
            throw couldNotStart(program, error.code)
        }
    }
}
