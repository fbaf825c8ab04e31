import Foundation
import Glibc
import Synchronization
import WidgettyKit

/// Runs a program the way a command widget needs: no terminal, no stdin, a process group of its own, bounded output.
///
/// Processes are started here, in the provider, with posix_spawn from the C library rather than through a
/// service the host lends: running a program needs nothing from the host, and Foundation's `Process` can neither
/// put the child in a new session nor signal its whole group. The child gets a new session (`setsid`), so it has
/// no controlling terminal and is the leader of its own process group; stdin is `/dev/null`; stdout and stderr
/// are pipes read on a thread of the run's own, never the terminal's. On timeout, cancellation or too much output
/// the whole group gets SIGTERM, then SIGKILL after `gracePeriod`; when the program exits, whatever it left
/// running in its group is killed too, so a run leaves no process behind.
enum CommandProcess {
    /// Seconds between SIGTERM and SIGKILL.
    static let gracePeriod = 2.0
    /// Bytes of stderr kept: its last lines are all a message needs.
    static let errorTailBytes = 16 << 10
    /// Tries to start a program that is busy being written ("text file busy").
    private static let spawnAttempts = 5
    /// Milliseconds each wait for output lasts before the deadline and cancellation are checked again.
    static let pollMilliseconds: Int32 = 50

    /// Runs `launch` to its end, stopping it after `timeout` seconds, past `outputLimit` bytes of stdout, or when
    /// the calling task is cancelled; throws only when the program could not be started at all.
    static func run(_ launch: CommandLaunch, timeout: Double, outputLimit: Int) async throws -> CommandResult {
        let cancelled = Mutex(false)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result {
                        try runToEnd(launch, timeout: timeout, outputLimit: outputLimit,
                                     isCancelled: { cancelled.withLock { $0 } })
                    })
                }
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
    }

    /// The blocking run, on the calling thread.
    private static func runToEnd(_ launch: CommandLaunch, timeout: Double, outputLimit: Int,
                                 isCancelled: () -> Bool) throws -> CommandResult {
        let (outRead, outWrite) = try makePipe()
        let (errRead, errWrite) = try makePipe()
        let pid: pid_t
        do {
            pid = try spawn(launch, stdout: outWrite, stderr: errWrite)
        } catch {
            for fd in [outRead, outWrite, errRead, errWrite] { close(fd) }
            throw error
        }
        close(outWrite)
        close(errWrite)
        defer { close(outRead); close(errRead) }

        let deadline = Date().addingTimeInterval(timeout)
        var output = Data(), errorOutput = Data()
        var open: [Int32] = [outRead, errRead]
        var exitStatus: Int32?
        var stop: CommandResult.Ending?
        while stop == nil {
            if isCancelled() { stop = .cancelled; break }
            if Date() >= deadline { stop = .timedOut; break }
            if open.isEmpty {
                if let status = reap(pid, blocking: false) { exitStatus = status; break }
                usleep(useconds_t(pollMilliseconds) * 1000)
                continue
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // A failed poll is tried again after a pause, never left: leaving would wait for the program with no
            // deadline and no way to cancel it.
            if poll(&fds, nfds_t(fds.count), pollMilliseconds) < 0 {
                if errno != EINTR { usleep(useconds_t(pollMilliseconds) * 1000) }
                continue
            }
            for entry in fds where entry.revents != 0 {
                let isStdout = entry.fd == outRead
                let budget = isStdout ? outputLimit + 1 - output.count : 64 << 10
                guard let chunk = readChunk(entry.fd, max: max(budget, 1)), !chunk.isEmpty else {
                    open.removeAll { $0 == entry.fd }
                    continue
                }
                if isStdout {
                    output.append(chunk)
                    if output.count > outputLimit {
                        output = output.prefix(outputLimit)
                        stop = .outputTooLarge
                    }
                } else {
                    errorOutput.append(chunk)
                    if errorOutput.count > errorTailBytes { errorOutput = errorOutput.suffix(errorTailBytes) }
                }
            }
        }
        if let stop {
            terminateGroup(pid)
            return CommandResult(ending: stop, output: output, errorOutput: errorOutput)
        }
        // The leader has exited: what it left running in its group goes too (the group outlives the leader's reaping).
        kill(-pid, SIGKILL)
        return CommandResult(ending: ending(waitStatus: exitStatus ?? reap(pid, blocking: true) ?? 0), output: output,
                             errorOutput: errorOutput)
    }

    /// How a program ended, from its wait status: its exit status, or the signal that ended it.
    static func ending(waitStatus status: Int32) -> CommandResult.Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// SIGTERM to the whole group, SIGKILL after the grace period if the leader is still there, then reaps it.
    static func terminateGroup(_ pid: pid_t) {
        kill(-pid, SIGTERM)
        let graceEnd = Date().addingTimeInterval(gracePeriod)
        while Date() < graceEnd {
            if reap(pid, blocking: false) != nil {
                kill(-pid, SIGKILL)
                return
            }
            usleep(useconds_t(pollMilliseconds) * 1000)
        }
        kill(-pid, SIGKILL)
        _ = reap(pid, blocking: true)
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
        var buffer = [UInt8](repeating: 0, count: min(max, 64 << 10))
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count >= 0 { return Data(buffer.prefix(count)) }
            if errno != EINTR { return Data() }
        }
    }

    /// The problem of a program that could not be started, with the C library's reason.
    private static func couldNotStart(_ what: String, _ code: Int32) -> WidgetProblem {
        WidgetProblem("Couldn't start \(what): \(String(cString: strerror(code)))")
    }

    /// A pipe whose ends close on exec (the child gets its copies through dup2 only).
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard GNUExtensions.pipe2(&fds, O_CLOEXEC) == 0 else { throw couldNotStart("the pipes for its output", errno) }
        return (fds[0], fds[1])
    }

    /// Starts the program in a new session with stdin from /dev/null and the given stdout and stderr.
    static func spawn(_ launch: CommandLaunch, stdout: Int32, stderr: Int32) throws -> pid_t {
        guard let program = launch.arguments.first else { throw WidgetProblem.needsConfiguration("The command is empty; give the program to run first") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        if let folder = launch.workingDirectory {
            // posix_spawn reports a folder it cannot enter as the program's failure ("No such file or directory").
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw WidgetProblem.needsConfiguration("cwd \(QuotedValue.quote(folder)) is not a folder; set cwd to one that exists")
            }
            let status = GNUExtensions.addChdir(&actions, folder)
            guard status == 0 else { throw couldNotStart("in \(folder)", status) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD, SIGWINCH, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(GNUExtensions.spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = launch.arguments.map { strdup($0) } + [nil]
        let envp = launch.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        var status = ETXTBSY
        // A script saved a moment ago may still be open for writing in a process forked meanwhile ("text file
        // busy"); that passes within milliseconds, so a few tries a little apart start it.
        for attempt in 0..<spawnAttempts where status == ETXTBSY {
            if attempt > 0 { usleep(useconds_t(pollMilliseconds) * 1000) }
            status = program.contains("/")
                ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
                : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        }
        guard status == 0 else { throw couldNotStart(program, status) }
        LiveProcessGroups.insert(pid)
        return pid
    }
}
