/// The kitty keyboard protocol's progressive enhancement, on while the dashboard is in curses mode on a terminal
/// that answered the probe's `CSI ? u` (never on a terminal that did not: xterm reads `CSI u` as "restore cursor").
///
/// Pushed on the alternate screen, whose flag stack the protocol keeps apart from the shell's, and popped on every
/// way out before the main screen comes back: `NcursesScreen.end` (quit, ending signals, Ctrl-Z, the editor) and
/// `TerminalGuard`'s fault handler, which pops only while `TerminalGuard.keyboardPushed` says it is pushed.
enum KeyboardProtocol {
    /// 1 disambiguate (Esc and Ctrl keys as escape codes), 2 report repeats and releases, 4 alternate keys (the
    /// shifted key), 8 every key as an escape code (Return's release comes only with it), 16 the text typed.
    /// 4 and 16 keep `?` and `G` themselves rather than Shift with `/` and `g`.
    static let flags = 31
    /// Pushes the flags, then asks which are in force: the answer (`InputEvent.keyboardFlags`) tells the home screen
    /// whether Return's release will come.
    static let push = "\u{1B}[>\(flags)u\u{1B}[?u"
    /// Pops what `push` pushed.
    static let pop = "\u{1B}[<u"
}
