import Glibc
import WidgettyHost
import WidgettyKit

/// Puts the terminal back however the process ends.
///
/// Every signal whose default action ends the process, but a fault's, is turned into a byte on a
/// pipe so the event loop can leave curses mode in order and then end as the signal asked
/// (`endProcess(as:)`); SIGUSR1 ("reload") comes the same way. On a fault (`FaultSignals`, on any
/// thread) the handler restores the saved terminal modes, leaves the alternate screen and shows the
/// cursor (one write that cannot block, to `outputDescriptor`), removes the control socket
/// (`socketPath`), has the programs widgets started stopped (`FaultProgramStopper`), and raises the signal again with its default action, so the process still ends by it. SIGPIPE is ignored: a write to a closed pipe or socket
/// fails with EPIPE where it is made, and helpers are started with every signal's default back.
/// SIGWINCH, SIGTSTP and SIGCONT are relayed too once curses mode is on, since a signal may land
/// on any thread but only the loop's thread may touch the screen.
enum TerminalGuard {
    nonisolated(unsafe) private static var relayDescriptor: Int32 = -1
    nonisolated(unsafe) private static var savedModes = termios()
    nonisolated(unsafe) private static var hasSavedModes = false
    /// Whether the kitty keyboard protocol is pushed now, so that a fault pops it (set by `NcursesScreen` only).
    nonisolated(unsafe) static var keyboardPushed = false
    /// Whether curses mode has been entered: before, a fault (in reading the configuration) leaves the screen as it is,
    /// since leaving the alternate screen would put the cursor back where some program once saved it.
    nonisolated(unsafe) static var hasEnteredCursesMode = false
    /// Where a fault's handler writes the reset: the terminal opened without blocking while a `TerminalOutput` has it.
    nonisolated(unsafe) static var outputDescriptor: Int32 = STDOUT_FILENO
    /// The control socket's path as a C string made in advance, which a fault's handler unlinks (nil: none).
    nonisolated(unsafe) private static var socketPath: UnsafeMutablePointer<CChar>?

    /// Sequences that undo what curses mode did: no synchronized output, no mouse, paste or focus reports,
    /// plain attributes, cursor shown, main screen.
    private static let resetSequence: [UInt8] = Array("\u{1B}[?2026l\(ReportingModes.allOff)\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)
    /// `resetSequence` after popping the keyboard protocol, on the alternate screen it was pushed on.
    private static let resetPoppingKeyboard: [UInt8] = Array(KeyboardProtocol.pop.utf8) + resetSequence
    /// `resetSequence` on the screen as it is, for a program that ended by itself and put its own screen back: leaving
    /// the alternate screen again would put the cursor back where the program entered it (xterm and tmux restore the
    /// saved cursor even on the main screen), and the shell's prompt over what the program wrote as it ended.
    private static let resetKeepingScreen: [UInt8] = Array("\u{1B}[?2026l\(ReportingModes.allOff)\u{1B}[0m\u{1B}[?25h".utf8)

    /// The signals whose default action ends the process (a fault's aside): the loop ends in order on each.
    /// Real-time signals (SIGRTMIN to SIGRTMAX, numbered by the C library) end a process by default too.
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
                                         SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    /// The signals written to the pipe from the start: every ending signal, and SIGUSR1, which reloads every widget.
    static let relayedSignals: [Int32] = endingSignals + [SIGUSR1]
    /// The ending signals whose default action also writes a core file.
    private static let coreDumpingSignals: [Int32] = [SIGQUIT, SIGXCPU, SIGXFSZ]
    /// The signals the loop handles once curses mode is on: resize, suspend, resume.
    static let screenSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    /// Saves the terminal modes and installs the handlers; the relayed signals are written to `pipe`.
    static func install(relayingTo pipe: SelfPipe) {
        relayDescriptor = pipe.writeDescriptor
        _ = resetSequence.count + resetPoppingKeyboard.count  // made now: a signal handler must not be the first to touch a lazy static
        hasSavedModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
        for signal in relayedSignals { install(relay, for: signal) }
        FaultSignals.giveThreadAHandlerStack()
        FaultProgramStopper.prepare()
        for signal in FaultSignals.all { install(restoreAndRaise, for: signal, flags: SA_ONSTACK) }
        Glibc.signal(SIGPIPE, SIG_IGN)
    }

    /// Has a fault remove the socket at `path` (nil: none any more); the C string is made here, not in the handler.
    static func removeOnFault(socket path: String?) {
        let previous = socketPath
        socketPath = path.flatMap { strdup($0) }
        free(previous)
    }

    /// Relays resize, suspend and resume to the pipe too (after ncurses has set its own handlers).
    static func relayScreenSignals() {
        for signal in screenSignals { install(relay, for: signal) }
    }

    /// The first ending signal among the bytes the signal pipe relayed; nil when none ends the process.
    static func endingSignal(among relayed: [UInt8]) -> Int32? {
        relayed.lazy.map(Int32.init).first(where: endingSignals.contains)
    }

    /// Blocks the relayed and screen signals on the calling thread, so they reach the loop's thread.
    static func blockRelayedSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in relayedSignals + screenSignals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// The keyboard's ending signals, which reach every process in the terminal's foreground group.
    private static let keyboardEndingSignals: [Int32] = [SIGINT, SIGQUIT]

    /// Runs `body` (a program in the foreground, such as the editor) with the keyboard's signals left to the program,
    /// as `system()` does: Ctrl-C and Ctrl-\ in the editor are the editor's, not a reason for the dashboard to end;
    /// Ctrl-Z (SIGTSTP) is ignored, not blocked, so none is left pending to arrive afterwards. SIGINT and SIGQUIT sent
    /// by a process (`kill`), not by the terminal, are relayed as ever, and so is SIGCHLD meanwhile, so the wait
    /// wakes when the program stops.
    static func whileForegroundProgramRuns<Result>(_ body: () -> Result) -> Result {
        Glibc.signal(SIGTSTP, SIG_IGN)
        for signal in keyboardEndingSignals { install(relayUnlessFromTerminal, for: signal) }
        install(relay, for: SIGCHLD, flags: SA_RESTART)
        defer {
            Glibc.signal(SIGCHLD, SIG_DFL)
            for signal in keyboardEndingSignals + [SIGTSTP] { install(relay, for: signal) }
        }
        return body()
    }

    /// Puts back the terminal the person had before the dashboard started, whatever a program run on it left: their
    /// line settings (flow control, echo, line editing), the main screen (unless `leavingAlternateScreen` is false),
    /// the cursor, no reports. One write that cannot block; safe in a signal handler.
    static func restoreTerminal(leavingAlternateScreen: Bool = true) {
        if hasSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
        let reset = !leavingAlternateScreen ? resetKeepingScreen : keyboardPushed ? resetPoppingKeyboard : resetSequence
        reset.withUnsafeBufferPointer { _ = write(outputDescriptor, $0.baseAddress, $0.count) }
    }

    /// Stops the process as Ctrl-Z asks, and returns once it is continued.
    static func suspend() {
        Glibc.signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        install(relay, for: SIGTSTP)
    }

    /// Ends the process as `signal` asked, once curses mode is over; a shell reads status 128 + n.
    ///
    /// A signal whose default action only terminates is raised again with that action, so the
    /// parent sees the process end by the signal itself (bash stops a loop when a program in it
    /// dies of Ctrl-C's SIGINT, not when it exits 130). A signal whose default action would also
    /// dump core (Ctrl-\'s SIGQUIT, SIGXCPU, SIGXFSZ) ends with status 128 + n instead: the
    /// dashboard was asked to stop and stopped in order, so a core file would be clutter, and a
    /// large one, in whatever folder it was started from. `_exit`, like the signal, runs no exit
    /// handlers while provider threads may still be running, so every program a widget started (with what it
    /// left, `ProcessFamily`) is killed here first.
    static func endProcess(as signal: Int32) -> Never {
        ProcessFamily.killEveryFamilyOfThisProcess()
        if !coreDumpingSignals.contains(signal) {
            Glibc.signal(signal, SIG_DFL)
            unblock(signal)
            raise(signal)
        }
        _exit(128 + signal)
    }

    /// Unblocks a signal on this thread: a parent may have started us with it blocked.
    private static func unblock(_ signal: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Installs `handler`; with SA_ONSTACK it runs on the thread's handler stack, where it has one.
    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32 = 0) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        install(&action, for: signal, flags: flags)
    }

    /// Installs `handler`, which is told who sent the signal.
    private static func install(_ handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void,
                                for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        install(&action, for: signal, flags: SA_SIGINFO)
    }

    private static func install(_ action: inout sigaction, for signal: Int32, flags: Int32) {
        unblock(signal)
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    private static let relay: @convention(c) (Int32) -> Void = { signal in
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(TerminalGuard.relayDescriptor, &byte, 1)
    }

    /// `relay`, for a signal a process sent (kill, sigqueue, tgkill: a code of 0 or below) and not the terminal's
    /// keyboard (SI_KERNEL).
    private static let relayUnlessFromTerminal: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, _ in
        if let info, info.pointee.si_code <= 0 { TerminalGuard.relay(signal) }
    }

    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { signal in
        TerminalGuard.restoreTerminal(leavingAlternateScreen: TerminalGuard.hasEnteredCursesMode)
        if let path = TerminalGuard.socketPath { unlink(path) }
        FaultProgramStopper.start()
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}
