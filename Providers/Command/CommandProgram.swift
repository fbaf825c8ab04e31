import FoundationEssentials
import Glibc
import WidgettyKit

/// One started program of a command widget: its pid (its reaper's, when it runs under one) and process family, the
/// pipes of its stdout and stderr, the reaper's control socket, and a wake pipe, read by one thread that sleeps in
/// poll(2) until the program writes, ends, or is asked to stop.
///
/// It is started as `CommandProcess` describes (a session of its own, stdin from /dev/null). Stopping it stops
/// its whole process group and its process family (what it started and left, even in a session of its own), and its
/// reaper, which stops every process under it.
final class CommandProgram: Sendable {
    /// Why reading stopped before the program ended.
    typealias Stop = CommandResult.Ending

    let pid: pid_t
    let family: ProcessFamily
    private let output: Int32, errorOutput: Int32
    private let wakeRead: Int32, wakeWrite: Int32
    /// Polls readable once the program has ended; nil where the system has no pidfd.
    private let exit: Int32?
    /// The reaper's control socket, which says whether the program started; open until the reaper is reaped (its
    /// hang-up tells the reaper to stop everything). Nil for a program started directly.
    private let control: Int32?

    /// Starts `launch`; throws the problem a tile shows when it cannot be started.
    init(_ launch: CommandLaunch) throws {
        let (outRead, outWrite) = try Self.pipe(ProgramLauncher.makePipe)
        let (errRead, errWrite) = try Self.pipe(ProgramLauncher.makePipe)
        let wake: (read: Int32, write: Int32)
        do {
            wake = try Self.pipe(ProgramLauncher.makeWakePipe)
        } catch {
            for fd in [outRead, outWrite, errRead, errWrite] { close(fd) }
            throw error
        }
        let family = ProcessFamily()
        do {
            (pid, control) = try CommandProcess.spawn(launch, family: family, stdout: outWrite, stderr: errWrite)
        } catch {
            for fd in [outRead, outWrite, errRead, errWrite, wake.read, wake.write] { close(fd) }
            throw error
        }
        close(outWrite)
        close(errWrite)
        self.family = family
        output = outRead
        errorOutput = errRead
        (wakeRead, wakeWrite) = wake
        exit = ProgramLauncher.exitDescriptor(of: pid)
    }

    deinit {
        for fd in [output, errorOutput, wakeRead, wakeWrite] + [exit, control].compactMap(\.self) { close(fd) }
    }

    /// Wakes the reading thread, so it looks at `stopReason` again; safe from any thread.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Reads until the program ends, handing each piece of stdout to `onOutput` and keeping stderr's tail; stops the
    /// program (its group and family) when `stopReason` or `onOutput` gives a reason, or at `deadline`.
    ///
    /// The thread sleeps in poll(2) with no timeout but the deadline and the moment `nextLook` (asked before each
    /// sleep, and doing what is due) gives: it wakes when the program writes or ends, when `wake()` is called, or then.
    /// Until that moment stdout is left unread, so what the program writes meanwhile wakes nothing and comes as one
    /// piece then, read before `nextLook` is asked again (a listening program's frames, taken about ten a second).
    /// `alarm` (asked before each sleep too) gives a moment to wake at and ask `nextLook` again with stdout read as
    /// ever (when a listening program that printed nothing counts as silent).
    func read(deadline: ContinuousClock.Instant?, stopReason: () -> Stop?, onOutput: (Data) -> Stop?,
              onOutputEnd: () -> Void = {}, nextLook: () -> ContinuousClock.Instant? = { nil },
              alarm: () -> ContinuousClock.Instant? = { nil }) -> CommandResult {
        var errorTail = Data()
        var open: [Int32] = [output, errorOutput]
        var exitStatus: Int32?
        var awaitingAnswer = control != nil
        // Whether the leader may have exited: at first, then when its pidfd polls readable (or, without one, once its
        // output has closed): no wait(2) for each piece of output.
        var mayHaveExited = true
        func stopped(_ reason: Stop) -> CommandResult {
            CommandProcess.terminate(pid, family: family, exit: exit)
            return CommandResult(ending: reason, output: Data(), errorOutput: errorTail)
        }
        /// The reaper's answer, once: the error number when it could not start the program.
        func startFailure() -> Int32? {
            guard let control, awaitingAnswer else { return nil }
            awaitingAnswer = false
            return ProgramReaper.startFailure(from: control)
        }
        while true {
            if let reason = stopReason() { return stopped(reason) }
            if let deadline, ContinuousClock.now >= deadline { return stopped(.timedOut) }
            if exitStatus == nil, mayHaveExited || open.isEmpty, let status = CommandProcess.reap(pid, blocking: false) {
                // The leader has exited: what it left running in its group and family goes too, and with it the last
                // holders of its output pipes, whose ends are then read to the end.
                CommandProcess.kill(pid, family: family)
                exitStatus = status
                // A reaper that could not start its program answered, then ended.
                if let code = startFailure() { return CommandResult(ending: .notStarted(code), output: Data(), errorOutput: errorTail) }
            }
            if open.isEmpty, let exitStatus {
                return CommandResult(ending: CommandProcess.ending(waitStatus: exitStatus), output: Data(), errorOutput: errorTail)
            }
            let look = nextLook()
            var watched = (look == nil ? open : open.filter { $0 != output }) + [wakeRead] + (awaitingAnswer ? [control].compactMap(\.self) : [])
            // The program is watched through its pidfd until it ends; without one (before Linux 5.3), once its output
            // closes, it is looked at again every 50 ms (the only polling left).
            var timeout = [deadline, look, alarm()].compactMap { $0.map(PollTimeout.milliseconds(until:)) }.min() ?? -1
            if exitStatus == nil {
                if let exit { watched.append(exit) } else if open.isEmpty { timeout = timeout < 0 ? 50 : min(timeout, 50) }
            }
            var fds = watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            mayHaveExited = false
            if poll(&fds, nfds_t(fds.count), timeout) < 0 {
                // A failed poll other than an interruption is tried again after a pause, never left: leaving would wait
                // for the program with no deadline and no way to stop it.
                if errno != EINTR { usleep(50_000) }
                continue
            }
            if fds.contains(where: { $0.fd == control && $0.revents != 0 }), let code = startFailure() { return stopped(.notStarted(code)) }
            mayHaveExited = fds.contains { $0.fd == exit && $0.revents != 0 }
            // The moment stdout waited for has come: what it holds is read now, without waiting for more.
            if let look, look <= .now, open.contains(output) {
                var held = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
                if poll(&held, 1, 0) > 0 { fds += held }
            }
            for entry in fds where entry.revents != 0 && open.contains(entry.fd) {
                guard let chunk = CommandProcess.readChunk(entry.fd, max: 64 << 10), !chunk.isEmpty else {
                    open.removeAll { $0 == entry.fd }
                    if entry.fd == output { onOutputEnd() }
                    continue
                }
                if entry.fd == output {
                    if let reason = onOutput(chunk) { return stopped(reason) }
                } else {
                    errorTail.append(chunk)
                    if errorTail.count > CommandProcess.errorTailBytes { errorTail = errorTail.suffix(CommandProcess.errorTailBytes) }
                }
            }
            var drained = [UInt8](repeating: 0, count: 64)
            while Glibc.read(wakeRead, &drained, drained.count) > 0 {}
        }
    }

    private static func pipe(_ make: () throws(SpawnFailure) -> (read: Int32, write: Int32)) throws -> (read: Int32, write: Int32) {
        do {
            return try make()
        } catch {
            throw CommandProcess.couldNotStart("the pipes for its output", error.code)
        }
    }
}
