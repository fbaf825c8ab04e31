import CNcursesw
import Synchronization

/// Whether the terminal can show the dashboard at all, asked of terminfo before anything is written to it.
enum TerminalCapability {
    /// terminfo keeps the entry it reads in one global (`cur_term`), which `setupterm` sets and `del_curterm` frees:
    /// two threads asking at once would free each other's entry (a crash in libtinfo, seen when tests ran in parallel).
    private static let terminfo = Mutex(())

    /// Throws when terminfo has no entry for `term`, when its entry cannot move the cursor (TERM=dumb, a printing
    /// terminal): the dashboard would draw a jumble there, or when it gives a size past what is drawn: ncurses
    /// makes its screens at that size before it is told the kernel's (a crafted entry of 32767 × 32767 took 5 GB
    /// in 12 s).
    static func check(term: String) throws(TerminalError) {
        let (answer, lines, columns) = terminfo.withLock { _ in
            var lines: Int32 = -1
            var columns: Int32 = -1
            let answer = widgetty_terminfo_check(term, &lines, &columns)
            return (answer, Int(lines), Int(columns))
        }
        switch answer {
        case 1: break
        case 0: throw .cannotAddressCursor(term)
        default: throw .unknownTerminal(term)
        }
        guard lines <= NcursesScreen.largestSide, columns <= NcursesScreen.largestSide else {
            throw .unreasonableSize(term, lines: lines, columns: columns)
        }
    }
}
