import CProcessControl
import Glibc

extension ProgramReaper {
    /// Runs as the reaper of `arguments` (a program and its arguments) and ends as the program did (its exit status,
    /// or the signal that ended it): what `widgetty --reap-program` runs. Its standard input must be the control
    /// socket `spawn` made; the program's stdin is /dev/null, its stdout and stderr the reaper's.
    public static func serve(_ arguments: [String]) -> Never {
        var input = stat()
        guard !arguments.isEmpty, fstat(STDIN_FILENO, &input) == 0, input.st_mode & S_IFMT == S_IFSOCK else {
            let usage = "widgetty \(argument) PROGRAM [ARGUMENT…]: widgetty runs a command widget's program under it, "
                + "with a control socket on standard input\n"
            _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            exit(2)
        }
        SystemThread.nameCurrentThread(processName)
        var reaper: ReaperProcess
        do {
            reaper = try ReaperProcess(arguments)
        } catch {
            answer(error.code, on: STDIN_FILENO)
            exit(127)
        }
        answer(0, on: STDIN_FILENO)
        reaper.superviseToTheEnd()
    }
}

/// The reaper's own process (`ProgramReaper.serve`): a child subreaper, its program, and the signals it takes as
/// events through a descriptor (a child's end, a request to stop).
///
/// It waits until the program ends, a stop is asked for (SIGTERM, SIGINT or SIGHUP), or its control socket hangs up
/// (whoever started it has died, even by SIGKILL: only it held the other end). It does not use `PR_SET_PDEATHSIG`,
/// which fires when the *thread* that started it ends, and a dashboard starts programs from threads that come and go.
/// Asked to stop, it sends SIGTERM to every process under it and waits for the program up to `gracePeriod`; then,
/// as when the program ends by itself, it kills what is left under it (SIGKILL, round after round) and ends.
struct ReaperProcess {
    /// How long the program and what it started have between SIGTERM and SIGKILL: as long as a dashboard gives a
    /// program it stops.
    static let gracePeriod = Duration.seconds(2)
    /// The longest the reaper goes on killing what is left (a process may start another while a round kills).
    static let killingTime = Duration.seconds(1)
    /// The signals taken as events: a child's end, and the requests to stop.
    private static let events = [SIGCHLD, SIGTERM, SIGINT, SIGHUP]

    /// The socket to whoever started the reaper, which never writes on it: readable means hung up.
    private let control = STDIN_FILENO
    /// A signalfd reading `events`, which are blocked.
    private let signals: Int32
    /// The program's pid.
    private let program: pid_t
    /// The program's wait status, once reaped.
    private var status: Int32?

    /// Becomes a child subreaper and starts `arguments` in a session of its own, stdin from /dev/null; then gives its
    /// own stdout and stderr up, so they close when the program's last holder does. Throws why it could not.
    init(_ arguments: [String]) throws(SpawnFailure) {
        guard widgetty_become_child_subreaper() == 0 else { throw SpawnFailure(program: arguments[0], code: errno) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in Self.events { sigaddset(&blocked, signal) }
        sigprocmask(SIG_BLOCK, &blocked, nil)
        signals = signalfd(-1, &blocked, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard signals >= 0 else { throw SpawnFailure(program: arguments[0], code: errno) }
        // The program gets every signal at its default and none blocked (`ProgramLauncher`).
        program = try ProgramLauncher.spawn(ProgramLaunch(arguments, input: .null, newSession: true))
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        if null >= 0 {
            dup2(null, STDOUT_FILENO)
            dup2(null, STDERR_FILENO)
            close(null)
        }
    }

    /// Waits for the program's end or a stop, kills everything under the reaper, and ends as the program did.
    mutating func superviseToTheEnd() -> Never {
        while status == nil {
            if waitForNews(milliseconds: -1, watchingControl: true) {
                stopEverything()
                break
            }
        }
        killEverything()
        endAsTheProgramDid()
    }

    /// SIGTERM to every process under the reaper, then waits for the program to end, up to the grace period.
    private mutating func stopEverything() {
        for pid in ProcessTable.livingDescendantsOfThisProcess() { kill(pid, SIGTERM) }
        let graceEnd = ContinuousClock.now + Self.gracePeriod
        while status == nil, ContinuousClock.now < graceEnd {
            _ = waitForNews(milliseconds: PollTimeout.milliseconds(until: graceEnd), watchingControl: false)
        }
    }

    /// SIGKILL to every process under the reaper, round after round while any is left (a process may start another as
    /// it is killed, and the orphans of those killed come to the reaper), for at most `killingTime`; reaps them.
    private mutating func killEverything() {
        let end = ContinuousClock.now + Self.killingTime
        // With no child left, nothing is left under the reaper: every process under it descends from a child of its.
        while reapChildren(), ContinuousClock.now < end {
            for pid in ProcessTable.livingDescendantsOfThisProcess() { kill(pid, SIGKILL) }
            _ = waitForNews(milliseconds: 10, watchingControl: false)
        }
    }

    /// Sleeps until a signal comes or the control socket hangs up (`watchingControl`), at most `milliseconds` (-1: no
    /// limit); reaps every child that ended. Whether a stop was asked for (SIGTERM, SIGINT, SIGHUP, a hang-up).
    private mutating func waitForNews(milliseconds: Int32, watchingControl: Bool) -> Bool {
        var fds = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
        if watchingControl { fds.append(pollfd(fd: control, events: Int16(POLLIN), revents: 0)) }
        _ = poll(&fds, nfds_t(fds.count), milliseconds)
        var stop = fds.dropFirst().contains { $0.revents != 0 }
        var info = signalfd_siginfo()
        while read(signals, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            if Int32(info.ssi_signo) != SIGCHLD { stop = true }
        }
        reapChildren()
        return stop
    }

    /// Reaps every child that has ended (the program, and orphans given to the reaper), keeping the program's status;
    /// whether any child is left.
    @discardableResult
    private mutating func reapChildren() -> Bool {
        while true {
            var childStatus: Int32 = 0
            let pid = waitpid(-1, &childStatus, WNOHANG)
            if pid == program { status = childStatus }
            if pid > 0 { continue }
            if pid == 0 { return true }
            if errno != EINTR { return false }
        }
    }

    /// Ends this process as the program ended: with its exit status, or by the signal that ended it (raised again
    /// here, with no core dump, which the program's end has already made if it was to).
    private func endAsTheProgramDid() -> Never {
        // Not reaped within the killing time: it was sent SIGKILL.
        let status = status ?? SIGKILL
        let signal = status & 0x7f
        if signal == 0 { exit((status >> 8) & 0xff) }
        _ = widgetty_forbid_core_dump()
        Glibc.signal(signal, SIG_DFL)
        var raised = sigset_t()
        sigemptyset(&raised)
        sigaddset(&raised, signal)
        sigprocmask(SIG_UNBLOCK, &raised, nil)
        raise(signal)
        exit(128 + signal)
    }
}
