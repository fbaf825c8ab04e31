import CNcursesw
import Synchronization

/// Whether the terminal can show the dashboard at all, asked of terminfo before anything is written to it.
enum TerminalCapability {
    /// terminfo keeps the entry it reads in one global (`cur_term`), which `setupterm` sets and `del_curterm` frees:
    /// two threads asking at once would free each other's entry (a crash in libtinfo, seen when tests ran in parallel).
    private static let terminfo = Mutex(())

    /// Throws when terminfo has no entry for `term`, when its entry cannot move the cursor (TERM=dumb, a printing
    /// terminal): the dashboard would draw a jumble there, or when it says more than any terminal has (`limits`).
    static func check(term: String) throws(TerminalError) {
        let (answer, numbers) = terminfo.withLock { _ in
            var numbers = widgetty_terminfo_numbers()
            let answer = widgetty_terminfo_check(term, &numbers)
            return (answer, numbers)
        }
        switch answer {
        case 1: break
        case 0: throw .cannotAddressCursor(term)
        default: throw .unknownTerminal(term)
        }
        let said = [numbers.lines, numbers.columns, numbers.colors, numbers.pairs]
        let claims = zip(limits, said).compactMap { limit, value in
            Int(value) > limit.most ? "\(value) \(limit.noun) (\(limit.capability)#; \(limit.why))" : nil
        }
        guard claims.isEmpty else { throw .implausibleEntry(term, claims: claims) }
    }

    /// The most an entry may say of what ncurses makes as it starts, in `widgetty_terminfo_numbers`'s order: it makes
    /// its screens at the entry's size before it is told the kernel's (a crafted entry of 32767 × 32767 took 5 GB in
    /// 12 s), counts through its colors (2³¹ of them kept it busy past 10 s) and gives up the process, "Out of memory",
    /// on 2³¹ color pairs. Colors and pairs are bounded by the largest that any entry of ncurses's database says (its
    /// 24-bit ones).
    static let limits: [(capability: String, noun: String, most: Int, why: String)] = [
        ("lines", "lines", NcursesScreen.largestSide, "at most \(NcursesScreen.largestSide) are drawn"),
        ("cols", "columns", NcursesScreen.largestSide, "at most \(NcursesScreen.largestSide) are drawn"),
        ("colors", "colors", 0x100_0000, "no terminal has more than \(0x100_0000)"),
        ("pairs", "color pairs", 0x1_0000, "no terminal has more than \(0x1_0000)"),
    ]
}
