/// How the event loop ended: with an exit status, or by a signal the process must end with once curses mode is over.
enum LoopEnding: Equatable {
    /// Quit, or the terminal went away: exit with this status.
    case status(Int32)
    /// An ending signal arrived (`TerminalGuard.endingSignals`): end as it asked.
    case signal(Int32)
}
