import WidgettyKit
import WidgettyRender

/// Why the terminal could not be used; the terminal type, which comes from the environment, is quoted with its control
/// characters written out (`"xterm\u{1B}]0;t\u{7}"`) and shortened when long.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// terminfo has no entry for `$TERM`.
    case unknownTerminal(String)
    /// The terminal's entry has no way to move the cursor to a cell (`cup`).
    case cannotAddressCursor(String)
    /// The terminal's entry says more than any terminal has: what it says, in words ("32767 lines (lines#; …)").
    case implausibleEntry(String, claims: [String])
    /// Standard input's line settings cannot be read, or no memory file can be made for the frames (the reason).
    case cannotTakeOver(String)

    public var description: String {
        switch self {
        case .unknownTerminal(let name):
            "the terminal type \(Self.quoted(name)) is not in terminfo; install its entry (on Debian: apt-get install ncurses-term) or run with TERM=xterm-256color"
        case .cannotAddressCursor(let name):
            "the terminal type \(Self.quoted(name)) cannot move the cursor, which the dashboard needs; for text output use `widgetty render --size 80x24`"
        case .implausibleEntry(let name, let claims):
            "terminfo's entry for the terminal type \(Self.quoted(name)) says it has \(claims.joined(separator: " and ")); "
                + "fix the entry or run with TERM=xterm-256color"
        case .cannotTakeOver(let reason):
            "the terminal cannot be taken over: \(reason)"
        }
    }

    /// `name` in double quotes, every control character written out, line breaks and tabs too (the message is one line).
    private static func quoted(_ name: String) -> String {
        QuotedValue.quote(TextSanitizer.escaped(name).replacing("\n", with: "\\u{A}").replacing("\t", with: "\\u{9}"))
    }
}
