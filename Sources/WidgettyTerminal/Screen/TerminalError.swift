import WidgettyRender

/// Why the terminal could not be used; the terminal type, which comes from the environment, is shown sanitised.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// terminfo has no entry for `$TERM`.
    case unknownTerminal(String)
    /// The terminal's entry has no way to move the cursor to a cell (`cup`).
    case cannotAddressCursor(String)
    /// The terminal's entry gives more lines or columns (`lines#`, `cols#`) than the dashboard draws.
    case unreasonableSize(String, lines: Int, columns: Int)
    /// Standard input's line settings cannot be read, or no memory file can be made for the frames (the reason).
    case cannotTakeOver(String)

    public var description: String {
        switch self {
        case .unknownTerminal(let name):
            "the terminal type \"\(TextSanitizer.clean(name))\" is not in terminfo; install its entry (on Debian: apt-get install ncurses-term) or run with TERM=xterm-256color"
        case .cannotAddressCursor(let name):
            "the terminal type \"\(TextSanitizer.clean(name))\" cannot move the cursor, which the dashboard needs; for text output use `widgetty render --size 80x24`"
        case .unreasonableSize(let name, let lines, let columns):
            "terminfo's entry for the terminal type \"\(TextSanitizer.clean(name))\" says it has "
                + [lines > NcursesScreen.largestSide ? "\(lines) lines (lines#)" : nil,
                   columns > NcursesScreen.largestSide ? "\(columns) columns (cols#)" : nil].compactMap { $0 }.joined(separator: " and ")
                + ", more than the \(NcursesScreen.largestSide) the dashboard draws; fix the entry or run with TERM=xterm-256color"
        case .cannotTakeOver(let reason):
            "the terminal cannot be taken over: \(reason)"
        }
    }
}
