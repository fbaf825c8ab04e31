import Glibc

/// The terminal's size as the kernel knows it (TIOCGWINSZ), never `LINES` and `COLUMNS`, which anyone can set.
public struct WindowSize: Sendable, Equatable {
    /// Cells across.
    public let columns: Int
    /// Lines down.
    public let rows: Int

    /// Standard output's terminal now; nil when it is not a terminal or reports no size.
    public static func current() -> WindowSize? {
        var window = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return WindowSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
}
