import Glibc

/// A terminal on standard input read key by key without echo (canonical mode and echo off, Ctrl-C's signals kept),
/// for `widgetty preview --watch`; `restore` puts the saved modes back.
struct KeyByKeyInput {
    private let saved: termios

    /// Switches the terminal on standard input to key-by-key reading; nil when standard input is not a terminal.
    static func start() -> KeyByKeyInput? {
        var modes = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &modes) == 0 else { return nil }
        var keyByKey = modes
        keyByKey.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &keyByKey.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &keyByKey) == 0 else { return nil }
        return KeyByKeyInput(saved: modes)
    }

    /// Puts the terminal's modes back as they were.
    func restore() {
        var modes = saved
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }
}
