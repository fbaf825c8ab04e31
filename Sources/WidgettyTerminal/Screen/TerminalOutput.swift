import CNcursesw
import Glibc

/// Everything the dashboard writes to the terminal, in order, written without ever blocking.
///
/// A terminal may stop taking output for as long as it likes: Ctrl-S with flow control on, `tcflow`
/// from another process, a multiplexer that stops reading a pane, a full pseudo-terminal nobody
/// drains. A blocking write would then hold the loop, and with it every key and signal. So ncurses
/// writes its frames into a memory file (`encoderFile`), never to the terminal, and the bytes go out
/// through a descriptor of the terminal opened afresh with O_NONBLOCK (its own open file
/// description: the shell's standard output keeps blocking). What the terminal does not take yet
/// waits in `pending`; the loop polls for room (`isStalled`, `descriptor`) and draws no new frame
/// until it has gone out, so what waits is one frame at most.
final class TerminalOutput {
    /// The memory file ncurses writes into; its bytes are moved to `pending` after each write.
    let encoderFile: Int32
    /// The terminal, opened without blocking; standard output itself when it cannot be opened again.
    let descriptor: Int32
    /// Bytes the terminal has not taken yet, oldest first (a prefix of them, `written`, is already out).
    private var pending: [UInt8] = []
    /// How much of `pending` is written.
    private var written = 0
    /// How many bytes were queued before `pending`'s first: a `mark` counts from the first byte ever queued.
    private var sent = 0

    /// A memory file for ncurses and a non-blocking descriptor of standard output's terminal, which a fault's
    /// handler writes to while this lives; nil without a memory file.
    init?() {
        encoderFile = widgetty_memory_file("widgetty-frame")
        guard encoderFile >= 0 else { return nil }
        descriptor = Self.openTerminal()
        TerminalGuard.outputDescriptor = descriptor
    }

    deinit {
        TerminalGuard.outputDescriptor = STDOUT_FILENO
        close(encoderFile)
        if descriptor != STDOUT_FILENO { close(descriptor) }
    }

    /// Standard output's terminal opened again, without blocking, in an open file description of its own (the
    /// shell's keeps blocking); standard output itself when it cannot be. Close it unless it is standard output.
    static func openTerminal() -> Int32 {
        let reopened = open("/proc/self/fd/\(STDOUT_FILENO)", O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        return reopened >= 0 ? reopened : STDOUT_FILENO
    }

    /// Whether bytes wait for the terminal to take them.
    var isStalled: Bool { written < pending.count }

    /// Where the bytes queued from now on start, for `finish(since:within:)`.
    var mark: Int {
        takeEncoded()
        return sent + pending.count
    }

    /// Queues what ncurses wrote since the last call, then `bytes`, and writes what the terminal takes now.
    func send(_ bytes: [UInt8] = []) {
        takeEncoded()
        pending += bytes
        writeWhatFits()
    }

    /// Writes what waits, as far as the terminal takes it now; true when nothing is left.
    @discardableResult
    func writeWhatFits() -> Bool {
        while written < pending.count {
            let count = pending.withUnsafeBufferPointer { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN {
                return false
            } else {
                // The terminal is gone (EIO after a hang-up): nothing written later would arrive either.
                break
            }
        }
        dropPending()
        return true
    }

    /// Writes what waits, waiting for room up to `milliseconds`. When the terminal has still not taken it
    /// all, what it holds and what waits are dropped (`tcflush`) but for the bytes queued since `mark`
    /// (those that put the terminal back), which are offered once more: a terminal that resumes shows them.
    func finish(since mark: Int, within milliseconds: Int32) {
        takeEncoded()
        let deadline = MonotonicClock.milliseconds() + Int(milliseconds)
        while !writeWhatFits() {
            let remaining = deadline - MonotonicClock.milliseconds()
            guard remaining > 0 else { break }
            var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&room, 1, Int32(clamping: remaining))
        }
        guard isStalled else { return }
        let last = Array(pending[max(mark - sent, written)...])
        tcflush(descriptor, TCOFLUSH)
        dropPending()
        pending = last
        if !writeWhatFits() { dropPending() }
    }

    /// Forgets what waits, written or not.
    private func dropPending() {
        sent += pending.count
        pending.removeAll(keepingCapacity: true)
        written = 0
    }

    /// Moves what ncurses wrote into the memory file to the end of `pending`, and empties the file.
    private func takeEncoded() {
        let size = Int(lseek(encoderFile, 0, SEEK_CUR))
        guard size > 0 else { return }
        let start = pending.count
        pending += [UInt8](repeating: 0, count: size)
        let count = pending.withUnsafeMutableBufferPointer { pread(encoderFile, $0.baseAddress! + start, size, 0) }
        pending.removeLast(size - max(0, count))
        _ = ftruncate(encoderFile, 0)
        _ = lseek(encoderFile, 0, SEEK_SET)
    }
}
