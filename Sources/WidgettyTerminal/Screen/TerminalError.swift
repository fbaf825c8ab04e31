/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible {
    /// terminfo has no entry for `$TERM`.
    case unknownTerminal(String)

    public var description: String {
        switch self {
        case .unknownTerminal(let name):
            "the terminal type \"\(name)\" is not in terminfo; install its entry (on Debian: apt-get install ncurses-term) or run with TERM=xterm-256color"
        }
    }
}
