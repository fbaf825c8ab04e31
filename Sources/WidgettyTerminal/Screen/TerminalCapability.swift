import CNcursesw
import Synchronization

/// Whether the terminal can show the dashboard at all, asked of terminfo before anything is written to it.
enum TerminalCapability {
    /// terminfo keeps the entry it reads in one global (`cur_term`), which `setupterm` sets and `del_curterm` frees:
    /// two threads asking at once would free each other's entry (a crash in libtinfo, seen when tests ran in parallel).
    private static let terminfo = Mutex(())

    /// Throws when terminfo has no entry for `term`, or when its entry cannot move the cursor
    /// (TERM=dumb, a printing terminal): the dashboard would draw a jumble there.
    static func check(term: String) throws(TerminalError) {
        switch terminfo.withLock({ _ in widgetty_can_address_cursor(term) }) {
        case 1: return
        case 0: throw .cannotAddressCursor(term)
        default: throw .unknownTerminal(term)
        }
    }
}
