import Foundation
import Glibc

/// A pseudo-terminal for the dashboard to run on that is not its controlling terminal: the test holds the
/// controller end, reads every byte the program writes, and types (or answers queries) into it.
///
/// Unchecked `Sendable`: `read(until:)` hands it to a thread of its own and awaits that thread, so one test's task
/// and that thread never use it at once.
public final class PseudoTerminal: @unchecked Sendable {
    /// The controller end, this test's.
    public let controller: Int32
    /// The terminal end, the program's standard input, output and error until `closeTerminalEnd()`.
    public private(set) var terminal: Int32
    /// Everything the program wrote so far, as `read(until:)` gathered it.
    public private(set) var output: [UInt8] = []

    /// A pair of `columns` × `rows`; raw when `raw` (no echo, no line editing: bytes typed before the program
    /// starts wait in its input as they are).
    public init(columns: Int, rows: Int, raw: Bool = false) throws {
        // Both ends close on exec, atomically, so no program another test starts meanwhile can hold them
        // open; the program gets the terminal end through dup2 onto 0, 1 and 2, which clears the flag.
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (the ioctl macros Swift cannot import): unlock the pair, then name the terminal end.
        guard controller >= 0, ioctl(controller, 0x4004_5431, &unlock) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { throw CocoaError(.fileNoSuchFile) }
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
        if raw {
            var modes = termios()
            tcgetattr(terminal, &modes)
            cfmakeraw(&modes)
            tcsetattr(terminal, TCSANOW, &modes)
        }
    }

    deinit {
        close(controller)
        if terminal >= 0 { close(terminal) }
    }

    /// Closes this process's copy of the terminal end, once the program has its own.
    public func closeTerminalEnd() {
        close(terminal)
        terminal = -1
    }

    /// Types `text` into the program's input.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads what the program writes until `done` holds for all of it (as text), for up to `seconds`, waiting on a
    /// thread of its own; false on a timeout or once the program's side is gone.
    public func read(until done: @escaping @Sendable (String) -> Bool, seconds: Double = 10) async -> Bool {
        await BlockingWork.run { self.readOnThisThread(until: done, seconds: seconds) }
    }

    /// `read(until:seconds:)`, waiting on the calling thread.
    private func readOnThisThread(until done: (String) -> Bool, seconds: Double) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        while ContinuousClock.now < deadline {
            if done(String(decoding: output, as: UTF8.self)) { return true }
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = Glibc.read(controller, &buffer, buffer.count)
            guard count > 0 else { return done(String(decoding: output, as: UTF8.self)) }
            output.append(contentsOf: buffer[..<count])
        }
        return false
    }
}
