import FoundationEssentials
import Glibc
import Synchronization
import WidgettyKit

/// One long-running program of a listening command widget: started as a run is (its own session, no terminal,
/// stdin from `/dev/null`), its stdout cut into frames on a thread of its own that sleeps until the program writes,
/// its process group and family stopped (SIGTERM, then SIGKILL after the grace period) when asked; when it exits,
/// what it left in its group or family goes too.
final class ListeningProcess: Sendable {
    /// What the program gave.
    enum Event: Sendable {
        /// A frame, or a frame over the limit that was refused.
        case piece(FrameSplitter.Piece)
        /// It ended (or was stopped), with stderr's last line.
        case ended(CommandResult.Ending, lastErrorLine: String?)
    }

    private let stopRequested = Mutex(false)
    private let program: CommandProgram

    /// Starts `launch`, its output read as `format`'s frames of at most `frameLimit` bytes; `onEvent` is called on
    /// the program's thread for each frame in order, then once when it ends. Throws when it cannot be started.
    init(_ launch: CommandLaunch, format: CommandFormat, frameLimit: Int, onEvent: @escaping @Sendable (Event) -> Void) throws {
        let program = try CommandProgram(launch)
        self.program = program
        SystemThread.start { [self] in
            var splitter = FrameSplitter(format: format, limit: frameLimit)
            let result = program.read(deadline: nil, stopReason: { self.stopRequested.withLock { $0 } ? .cancelled : nil }, onOutput: { chunk in
                for piece in splitter.take(chunk) { onEvent(.piece(piece)) }
                return nil
            }, onOutputEnd: {
                for piece in splitter.finish() { onEvent(.piece(piece)) }
            })
            onEvent(.ended(result.ending, lastErrorLine: result.lastErrorLine))
        }
    }

    /// Stops the program's whole group and family; the `ended` event follows.
    func stop() {
        stopRequested.withLock { $0 = true }
        program.wake()
    }
}
