import Glibc
import WidgettyHost

/// The terminal's bytes on standard input, read when `poll` says they are there, decoded into input events.
struct TerminalInput {
    private var decoder = InputDecoder()

    /// Whether an ESC (or a part of a sequence, or an open paste) waits: the loop then wakes within
    /// `InputDecoder.escapeWait` milliseconds, and calls `flush` if nothing more came.
    var isWaiting: Bool { decoder.isWaiting }

    /// The events in what the terminal sent: one read, which poll said will not block (a tty
    /// hands over what it has; the rest comes on the next turn). Standard input stays blocking,
    /// as the shell that gets it back expects. Ctrl-C, Ctrl-\ and Ctrl-Z sent as keys raise their signals.
    mutating func read() -> [InputEvent] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return [] }
        return KeyboardSignals.raising(decoder.decode(buffer[..<count]))
    }

    /// What was waiting, decoded as complete: a lone ESC is the Escape key.
    mutating func flush() -> [InputEvent] {
        decoder.flush()
    }
}
