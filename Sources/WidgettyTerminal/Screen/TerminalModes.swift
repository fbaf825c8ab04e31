import Glibc

/// The terminal's line settings: the shell's, as found, and the dashboard's, set and put back without waiting.
///
/// The dashboard's are what ncurses's `cbreak`, `noecho` and `nonl` made, with flow control off: with
/// IXON on, Ctrl-S stops the terminal's output until Ctrl-Q, and a loop writing a frame would wait
/// there, deaf to keys and signals. Both are set with TCSANOW: waiting for the output to drain
/// (TCSADRAIN, which ncurses uses) would wait forever on a terminal whose output is stopped.
struct TerminalModes {
    /// The settings found at the start, which every way out puts back.
    let shell: termios
    /// The settings while the dashboard owns the terminal.
    let program: termios

    /// Standard input's settings now, and the dashboard's made from them; nil when it is not a terminal.
    init?() {
        var found = termios()
        guard tcgetattr(STDIN_FILENO, &found) == 0 else { return nil }
        shell = found
        program = Self.program(from: found)
    }

    /// Keys one by one, no echo, no newline translation, the keyboard's signals kept, no flow control.
    static func program(from shell: termios) -> termios {
        var modes = shell
        modes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON)
        modes.c_lflag |= tcflag_t(ISIG)
        modes.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR | IXON | IXOFF)
        modes.c_oflag &= ~tcflag_t(ONLCR)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return modes
    }

    /// Sets the dashboard's settings.
    func enter() {
        var modes = program
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Puts the shell's settings back.
    func leave() {
        var modes = shell
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }
}
