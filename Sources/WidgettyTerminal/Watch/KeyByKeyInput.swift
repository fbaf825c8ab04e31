import Glibc

/// A terminal on standard input read key by key without echo (canonical mode and echo off, Ctrl-C's signals kept),
/// with mouse buttons and the wheel reported in SGR form when standard output is the terminal too (so the wheel
/// scrolls; Shift-drag still selects), for `widgetty preview --watch`; `restore` puts the saved modes back.
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
        let reportsMouse = isatty(STDOUT_FILENO) == 1
        if reportsMouse { writeToTerminal(mouseOn) }
        return KeyByKeyInput(saved: modes, reportsMouse: reportsMouse)
    }

    /// Button presses (the wheel's too) and SGR coordinates.
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
    private let reportsMouse: Bool

    /// Puts the terminal's modes back as they were, the mouse left to the terminal.
    func restore() {
        if reportsMouse { Self.writeToTerminal(Self.mouseOff) }
        var modes = saved
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Writes `sequence` to standard output whole (a short write is retried; a failing one gives up).
    private static func writeToTerminal(_ sequence: String) {
        let bytes = Array(sequence.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
