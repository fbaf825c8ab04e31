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
    /// the program's thread for the latest frame of each piece read (a burst of frames gives its last, and a refusal
    /// after it), then once when it ends. `nextLook` is asked before the thread
    /// sleeps, and does what is due: the thread wakes at the moment it gives too, even after the program ended (news
    /// not yet taken is asked for then), and not otherwise; while the program runs it also wakes at `alarm`'s moment,
    /// and asks `nextLook` then. Throws when the program cannot be started.
    init(_ launch: CommandLaunch, format: CommandFormat, frameLimit: Int, onEvent: @escaping @Sendable (Event) -> Void,
         nextLook: @escaping @Sendable () -> ContinuousClock.Instant?, alarm: @escaping @Sendable () -> ContinuousClock.Instant? = { nil }) throws {
        let program = try CommandProgram(launch)
        self.program = program
        SystemThread.start { [self] in
            var splitter = FrameSplitter(format: format, limit: frameLimit)
            let stopReason = { self.stopRequested.withLock { $0 } ? CommandResult.Ending.cancelled : nil }
            let result = program.read(deadline: nil, stopReason: stopReason, onOutput: { chunk in
                for piece in FrameSplitter.latest(of: splitter.take(chunk)) { onEvent(.piece(piece)) }
                return nil
            }, onOutputEnd: {
                for piece in FrameSplitter.latest(of: splitter.finish()) { onEvent(.piece(piece)) }
            }, nextLook: nextLook, alarm: alarm)
            onEvent(.ended(result.ending, lastErrorLine: result.lastErrorLine))
            while stopReason() == nil, let moment = nextLook() {
                let (seconds, attoseconds) = max(.zero, moment - .now).components
                var pause = timespec(tv_sec: Int(clamping: seconds), tv_nsec: Int(clamping: attoseconds / 1_000_000_000))
                _ = nanosleep(&pause, nil)
            }
        }
    }

    /// Stops the program's whole group and family; the `ended` event follows.
    func stop() {
        stopRequested.withLock { $0 = true }
        program.wake()
    }
}
