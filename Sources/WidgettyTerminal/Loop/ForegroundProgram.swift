import Glibc
import WidgettyKit

/// Runs a program on the dashboard's terminal (the editor, top) and waits for it, acting on an ending signal meanwhile.
///
/// The program gets the terminal's standard input, output and error and stays in the dashboard's process group, as
/// `system()` runs one: the keyboard's Ctrl-C and Ctrl-Z reach both, and the dashboard ignores them meanwhile
/// (`TerminalGuard.whileForegroundProgramRuns`); no process group of its own, no `tcsetpgrp`, so the program never
/// meets the terminal as a background job. The caller leaves curses mode first.
///
/// The wait sleeps in poll(2) on the signal pipe and the program's pidfd, not in a blocking waitpid, so an ending
/// signal sent to the dashboard acts at once: it is passed on to the program (SIGHUP as SIGHUP, any other as
/// SIGTERM, on which editors such as vim and nano keep what they hold), SIGKILL follows after `grace`, and the wait
/// ends once the program is reaped, or `lastWait` after SIGKILL. What the program started (`ForegroundLeftovers`) is
/// sent the same signal at once, and SIGKILL when the program is killed, or at the grace's end if it outlives the
/// program's. A pidfd does not report a stop, so SIGCHLD is relayed
/// meanwhile too: a program stopped (its Ctrl-Z) stops the dashboard's job with it, or is continued where no shell
/// could (`JobControl`).
enum ForegroundProgram {
    /// How a program run in the foreground ended.
    enum Outcome: Equatable {
        /// It ended by itself: nil when it exited with status 0, else what went wrong.
        case finished(String?)
        /// An ending signal reached the dashboard meanwhile: the program was stopped (`killed` when it did not end
        /// within the grace), and the dashboard ends by it.
        case interrupted(by: Int32, killed: Bool)
    }

    /// How long a program has to end after the ending signal is passed on, before SIGKILL.
    static let grace: Duration = .seconds(2)
    /// How long the wait goes on after SIGKILL before the dashboard ends anyway (a program stuck in the kernel).
    private static let lastWait: Duration = .seconds(1)
    /// How often the program is looked at where there is no pidfd (Linux before 5.3) or no signal pipe, in milliseconds.
    private static let lookWithoutDescriptor: Int32 = 100

    /// Runs `arguments` (looked up in PATH) and waits. The bytes on `signals` that do not end the dashboard (a
    /// resize, a reload) are put back for the loop.
    static func run(_ arguments: [String], signals: SelfPipe) -> Outcome {
        let pid: pid_t
        do {
            pid = try ProgramLauncher.spawn(ForegroundLeftovers.launch(arguments))
        } catch {
            ForegroundLeftovers.programEnded()
            return .finished(error.description)
        }
        defer { ForegroundLeftovers.programEnded() }
        let exit = ProgramLauncher.exitDescriptor(of: pid)
        var putBack: [UInt8] = []
        defer {
            if let exit { close(exit) }
            for byte in putBack { signals.wake(byte) }
        }
        var ending: Int32?
        var killAt: ContinuousClock.Instant?, giveUpAt: ContinuousClock.Instant?
        while true {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG | WUNTRACED)
            if reaped == pid, status & 0xFF == 0x7F {
                // Stopped, not ended. While an ending signal is passed on, the program is only to go on and take it.
                if ending == nil { JobControl.programStopped(pid) } else { send(SIGCONT, to: pid) }
                continue
            }
            if reaped == pid || (reaped < 0 && errno == ECHILD) {
                guard let ending else { return .finished(ChildProcess.ending(of: status, program: arguments[0])) }
                ForegroundLeftovers.end(by: killAt ?? .now)
                return .interrupted(by: ending, killed: giveUpAt != nil)
            }
            let now = ContinuousClock.now
            if let ending, let giveUpAt, now >= giveUpAt { return .interrupted(by: ending, killed: true) }
            if let due = killAt, now >= due {
                ForegroundLeftovers.end(by: now)
                send(SIGKILL, to: pid)
                (killAt, giveUpAt) = (nil, now + lastWait)
            }
            var timeout = (killAt ?? giveUpAt).map(PollTimeout.milliseconds(until:)) ?? -1
            if exit == nil || signals.readDescriptor < 0 {
                timeout = timeout < 0 ? lookWithoutDescriptor : min(timeout, lookWithoutDescriptor)
            }
            var descriptors = [signals.readDescriptor, exit ?? -1].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
            for byte in signals.drain() where Int32(byte) != SIGCHLD {
                guard TerminalGuard.endingSignals.contains(Int32(byte)) else { putBack.append(byte); continue }
                guard ending == nil else { continue }
                ending = Int32(byte)
                send(Int32(byte) == SIGHUP ? SIGHUP : SIGTERM, to: pid)
                // A program stopped meanwhile (its own Ctrl-Z) takes the signal once it goes on.
                send(SIGCONT, to: pid)
                ForegroundLeftovers.signal(Int32(byte) == SIGHUP ? SIGHUP : SIGTERM, sparing: pid)
                killAt = .now + grace
            }
        }
    }

    /// Sends `signal` to the program, and to its process group instead when it made one of its own (a program that
    /// runs a shell's jobs); a program in the dashboard's group is sent it alone.
    private static func send(_ signal: Int32, to pid: pid_t) {
        kill(getpgid(pid) == pid ? -pid : pid, signal)
    }
}
