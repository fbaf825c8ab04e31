import Glibc

/// Puts the terminal back however the process ends.
///
/// SIGINT, SIGTERM and SIGHUP (and SIGUSR1, "reload") are turned into bytes on a pipe so the event
/// loop can leave curses mode in order. On a crash (SIGSEGV, SIGBUS, SIGILL,
/// SIGTRAP, SIGABRT, SIGFPE) the handler restores the saved terminal modes,
/// leaves the alternate screen, shows the cursor, and re-raises the signal.
/// SIGWINCH, SIGTSTP and SIGCONT are relayed the same way once curses mode
/// is on, since a signal may land on any thread but only the loop's thread
/// may touch the screen.
enum TerminalGuard {
    nonisolated(unsafe) private static var relayDescriptor: Int32 = -1
    nonisolated(unsafe) private static var savedModes = termios()
    nonisolated(unsafe) private static var hasSavedModes = false

    /// Sequences that undo what curses mode did: no synchronized output, plain attributes, cursor shown, main screen.
    private static let resetSequence: [UInt8] = Array("\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

    /// The signals that end the program in order, and SIGUSR1, which reloads every widget.
    static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGUSR1]
    /// The signals the loop handles once curses mode is on: resize, suspend, resume.
    static let screenSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Saves the terminal modes and installs the handlers; these signals are written to `pipe`.
    static func install(relayingTo pipe: SelfPipe) {
        relayDescriptor = pipe.writeDescriptor
        hasSavedModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
        for signal in relayedSignals { install(relay, for: signal) }
        for signal in crashSignals { install(restoreAndRaise, for: signal) }
    }

    /// Relays resize, suspend and resume to the pipe too (after ncurses has set its own handlers).
    static func relayScreenSignals() {
        for signal in screenSignals { install(relay, for: signal) }
    }

    /// Blocks the relayed and screen signals on the calling thread, so they reach the loop's thread.
    static func blockRelayedSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in relayedSignals + screenSignals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Stops the process as Ctrl-Z asks, and returns once it is continued.
    static func suspend() {
        Glibc.signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        install(relay, for: SIGTSTP)
    }

    /// Unblocks a signal on this thread: a parent may have started us with it blocked.
    private static func unblock(_ signal: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
        unblock(signal)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    private static let relay: @convention(c) (Int32) -> Void = { signal in
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(TerminalGuard.relayDescriptor, &byte, 1)
    }

    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { signal in
        if TerminalGuard.hasSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &TerminalGuard.savedModes) }
        TerminalGuard.resetSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}
