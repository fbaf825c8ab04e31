import CNcursesw

/// The reports the dashboard asks the terminal for: the mouse, bracketed paste, and focus changes.
///
/// The mouse is SGR reporting (1006) with button (1002) and any-motion (1003) tracking,
/// so clicks, the wheel and hovering all arrive in cells. terminfo's `XM`, where the entry
/// has one, turns on clicks and the SGR encoding; the tracking modes have no terminfo
/// capability and are written here, as is the whole mouse sequence for an entry without
/// `XM` (tmux-256color, screen). `TerminalGuard` writes `allOff` on every way out.
enum ReportingModes {
    /// Every report off: any-motion, button tracking, SGR encoding and clicks; paste; focus. Safe to write at any time.
    static let allOff = "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?1004l"

    /// Turns on paste and focus reports, and the mouse's unless `mouse` is false. Call in curses mode.
    static func on(mouse: Bool) -> String {
        let pasteAndFocus = "\u{1B}[?2004h\u{1B}[?1004h"
        guard mouse else { return pasteAndFocus }
        let clicks = widgetty_xm_mouse(1).map { String(cString: $0) } ?? "\u{1B}[?1000h\u{1B}[?1006h"
        return clicks + "\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h" + pasteAndFocus
    }
}
