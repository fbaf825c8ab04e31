import Glibc
import WidgettyKit

/// Runs a program on the dashboard's terminal (the editor) as a shell runs a job in the foreground, and waits for it.
///
/// The program starts a process group of its own and is given the terminal (`tcsetpgrp`), so the keyboard's Ctrl-C
/// and Ctrl-Z reach it alone; Ctrl-Z stops the dashboard after it, and `fg` gives it the terminal back. The wait
/// sleeps in poll on the signal pipe (SIGCHLD is relayed there meanwhile, `TerminalGuard.whileAProgramHasTheTerminal`),
/// so an ending signal sent to the dashboard acts at once: it is passed on to the program's group (SIGHUP as SIGHUP,
/// any other as SIGTERM, which editors such as vim and nano take as a cue to save what they hold), then SIGKILL
/// follows after `grace`, and the dashboard ends at most a second after that. The caller leaves curses mode first.
enum ForegroundProgram {
    /// How a program run in the foreground ended.
    enum Outcome: Equatable {
        /// It ended by itself: nil when it exited with status 0, else what went wrong.
        case finished(String?)
        /// An ending signal reached the dashboard meanwhile: the program was stopped, the dashboard must end by it.
        case interrupted(by: Int32)
    }

    /// How long a program has to end after the ending signal is passed on, before SIGKILL.
    static let grace: Duration = .seconds(2)
    /// How long the dashboard waits for a program after SIGKILL before it ends anyway.
    private static let lastWait: Duration = .seconds(1)

    /// Runs `arguments` (looked up in PATH) and waits. The bytes on `signals` that are not for this wait (a resize,
    /// a reload) are put back for the loop.
    static func run(_ arguments: [String], signals: SelfPipe) -> Outcome {
        let pid: pid_t
        do {
            pid = try ProgramLauncher.spawn(ProgramLaunch(arguments, ownProcessGroup: true))
        } catch {
            return .finished(error.description)
        }
        let handedOver = tcgetpgrp(STDIN_FILENO) == getpgrp() && tcsetpgrp(STDIN_FILENO, pid) == 0
        var putBack: [UInt8] = []
        defer {
            if handedOver { tcsetpgrp(STDIN_FILENO, getpgrp()) }
            for byte in putBack { signals.wake(byte) }
        }
        var ending: Int32?
        var killAt: ContinuousClock.Instant?, giveUpAt: ContinuousClock.Instant?
        while true {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG | WUNTRACED)
            if reaped == pid, status & 0xFF == 0x7F {
                resume(pid, stoppedBy: (status >> 8) & 0xFF, handedOver: handedOver)
                continue
            }
            if reaped == pid || (reaped < 0 && errno == ECHILD) {
                return ending.map { .interrupted(by: $0) } ?? .finished(ChildProcess.ending(of: status, program: arguments.first ?? ""))
            }
            let now = ContinuousClock.now
            if let giveUpAt, now >= giveUpAt, let ending { return .interrupted(by: ending) }
            if let due = killAt, now >= due {
                kill(-pid, SIGKILL)
                (killAt, giveUpAt) = (nil, now + lastWait)
            }
            // Without a signal pipe (the process was out of descriptors), the program is looked at every 100 ms.
            var timeout = (killAt ?? giveUpAt).map(PollTimeout.milliseconds(until:)) ?? -1
            if signals.readDescriptor < 0 { timeout = timeout < 0 ? 100 : min(timeout, 100) }
            var descriptor = pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, timeout)
            for signal in signals.drain() where Int32(signal) != SIGCHLD {
                guard TerminalGuard.endingSignals.contains(Int32(signal)) else { putBack.append(signal); continue }
                guard ending == nil else { continue }
                ending = Int32(signal)
                pass(Int32(signal), to: pid)
                killAt = .now + grace
            }
        }
    }

    /// Passes an ending signal on to the program's group as a process manager would: SIGHUP as it is, any other
    /// as SIGTERM (SIGINT would only interrupt an editor), and SIGCONT after it in case the group is stopped.
    private static func pass(_ signal: Int32, to pid: pid_t) {
        kill(-pid, signal == SIGHUP ? SIGHUP : SIGTERM)
        kill(-pid, SIGCONT)
    }

    /// A stopped program: one that touched the terminal before it was given it (SIGTTIN, SIGTTOU) goes on at once;
    /// one stopped by Ctrl-Z stops the dashboard too, the terminal back with the dashboard's group for the shell, and
    /// goes on with the terminal again once the dashboard is continued (`fg`).
    private static func resume(_ pid: pid_t, stoppedBy signal: Int32, handedOver: Bool) {
        guard handedOver else { return }
        if signal != SIGTTIN && signal != SIGTTOU {
            tcsetpgrp(STDIN_FILENO, getpgrp())
            raise(SIGSTOP)
            tcsetpgrp(STDIN_FILENO, pid)
        }
        kill(-pid, SIGCONT)
    }
}
