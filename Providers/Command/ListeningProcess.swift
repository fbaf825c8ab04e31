import Foundation
import Glibc
import Synchronization

/// One long-running program of a listening command widget: started as a run is (its own session, no terminal,
/// stdin from `/dev/null`), its stdout cut into frames on a thread of its own, its process group stopped
/// (SIGTERM, then SIGKILL after the grace period) when asked; when it exits, what it left in its group goes too.
final class ListeningProcess: Sendable {
    /// What the program gave.
    enum Event: Sendable {
        /// A frame, or a frame over the limit that was refused.
        case piece(FrameSplitter.Piece)
        /// It ended (or was stopped), with stderr's last line.
        case ended(CommandResult.Ending, lastErrorLine: String?)
    }

    private let stopRequested = Mutex(false)

    /// Starts `launch`, its output read as `format`'s frames of at most `frameLimit` bytes; `onEvent` is called on
    /// the program's thread for each frame in order, then once when it ends. Throws when it cannot be started.
    init(_ launch: CommandLaunch, format: CommandFormat, frameLimit: Int, onEvent: @escaping @Sendable (Event) -> Void) throws {
        let (outRead, outWrite) = try CommandProcess.makePipe()
        let (errRead, errWrite) = try CommandProcess.makePipe()
        let pid: pid_t
        do {
            pid = try CommandProcess.spawn(launch, stdout: outWrite, stderr: errWrite)
        } catch {
            for fd in [outRead, outWrite, errRead, errWrite] { close(fd) }
            throw error
        }
        close(outWrite)
        close(errWrite)
        let splitter = FrameSplitter(format: format, limit: frameLimit)
        Thread.detachNewThread { [self] in
            let result = read(pid: pid, stdout: outRead, stderr: errRead, splitter: splitter, onEvent: onEvent)
            close(outRead)
            close(errRead)
            onEvent(.ended(result.ending, lastErrorLine: result.lastErrorLine))
        }
    }

    /// Stops the program's whole group; the `ended` event follows.
    func stop() {
        stopRequested.withLock { $0 = true }
    }

    /// Reads until the program ends or is stopped, handing on each frame.
    private func read(pid: pid_t, stdout: Int32, stderr: Int32, splitter: FrameSplitter,
                      onEvent: @Sendable (Event) -> Void) -> CommandResult {
        var splitter = splitter
        var errorOutput = Data()
        var open: [Int32] = [stdout, stderr]
        while true {
            if stopRequested.withLock({ $0 }) {
                CommandProcess.terminateGroup(pid)
                return CommandResult(ending: .cancelled, output: Data(), errorOutput: errorOutput)
            }
            if open.isEmpty {
                if let status = CommandProcess.reap(pid, blocking: false) {
                    kill(-pid, SIGKILL)
                    return CommandResult(ending: CommandProcess.ending(waitStatus: status), output: Data(), errorOutput: errorOutput)
                }
                usleep(useconds_t(CommandProcess.pollMilliseconds) * 1000)
                continue
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), CommandProcess.pollMilliseconds) < 0 && errno != EINTR {
                open = []
                continue
            }
            for entry in fds where entry.revents != 0 {
                guard let chunk = CommandProcess.readChunk(entry.fd, max: 64 << 10), !chunk.isEmpty else {
                    open.removeAll { $0 == entry.fd }
                    if entry.fd == stdout { for piece in splitter.finish() { onEvent(.piece(piece)) } }
                    continue
                }
                if entry.fd == stdout {
                    for piece in splitter.take(chunk) { onEvent(.piece(piece)) }
                } else {
                    errorOutput.append(chunk)
                    if errorOutput.count > CommandProcess.errorTailBytes { errorOutput = errorOutput.suffix(CommandProcess.errorTailBytes) }
                }
            }
        }
    }
}
