import Glibc

/// Asks the terminal, before ncurses starts, for its background color, synchronized-output support, and
/// whether it speaks the kitty keyboard protocol.
///
/// The queries end with DA1, which every terminal answers; replies arrive in
/// order, so once DA1's answer is in, nothing more is coming. A silent
/// terminal costs at most `timeoutMilliseconds`. Input is flushed after, so
/// no late reply is read as keys. The queries are written without waiting: a
/// terminal that takes no output now (stopped, or full) is not asked.
public enum TerminalProbe {
    /// OSC 11 (background), DECRQM 2026 (synchronized output), the kitty keyboard flags (`CSI ? u`, answered only
    /// where the protocol is known: DA1's answer alone says it is not), DA1 (end marker).
    static let queries = "\u{1B}]11;?\u{1B}\\\u{1B}[?2026$p\u{1B}[?u" + deviceAttributesQuery
    /// DA1, which every terminal answers, after what it sent for everything written before it.
    static let deviceAttributesQuery = "\u{1B}[c"
    /// The most bytes kept of what comes before DA1's answer: the replies are a few dozen, and keys or reports
    /// typed meanwhile are not wanted.
    private static let keptBytes = 4096

    /// Queries the terminal on stdin/stdout; an empty report when they are not a terminal, or it takes no output now.
    public static func run(timeoutMilliseconds: Int32 = 150) -> TerminalReport {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return TerminalReport() }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return TerminalReport() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer {
            tcflush(STDIN_FILENO, TCIFLUSH)
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        }
        let terminal = TerminalOutput.openTerminal()
        defer { if terminal != STDOUT_FILENO { close(terminal) } }
        let bytes = Array(queries.utf8)
        guard write(terminal, bytes, bytes.count) == bytes.count else { return TerminalReport() }
        let reply = readUntilDeviceAttributes(within: timeoutMilliseconds)
        return TerminalReport.parse(String(decoding: reply, as: UTF8.self))
    }

    /// What standard input brings until DA1's answer is in, for up to `milliseconds` (the last `keptBytes` of it).
    static func readUntilDeviceAttributes(within milliseconds: Int32) -> [UInt8] {
        readInput(within: milliseconds, keeping: keptBytes, until: endsWithDeviceAttributes)
    }

    /// What standard input brings until `done` holds for it, for up to `milliseconds` (its last `limit` bytes).
    /// Standard input must be in non-canonical mode, so a reply without a newline can be read.
    static func readInput(within milliseconds: Int32, keeping limit: Int, until done: ([UInt8]) -> Bool) -> [UInt8] {
        var reply: [UInt8] = []
        var remaining = milliseconds
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while remaining > 0, !done(reply) {
            let started = MonotonicClock.milliseconds()
            guard poll(&descriptor, 1, remaining) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 { break }
            reply.append(contentsOf: buffer.prefix(count))
            if reply.count > limit { reply.removeFirst(reply.count - limit) }
            remaining -= Int32(MonotonicClock.milliseconds() - started)
        }
        return reply
    }

    /// Whether the bytes hold a DA1 reply: ESC [ ? … c.
    static func endsWithDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        guard let start = lastIndex(of: [0x1B, 0x5B, 0x3F], in: bytes) else { return false }
        let tail = bytes[(start + 3)...]
        guard let final = tail.firstIndex(where: { !(0x30...0x3B).contains($0) }) else { return false }
        return bytes[final] == 0x63
    }

    private static func lastIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in stride(from: bytes.count - pattern.count, through: 0, by: -1) where Array(bytes[start..<(start + pattern.count)]) == pattern {
            return start
        }
        return nil
    }
}
