import FoundationEssentials
import Glibc
import Synchronization
import WidgettyKit

/// A log file kept under a size: a line that would take it past `limit` bytes first moves it to
/// `NAME.1` (replacing the one before), so the two together hold at most twice the limit.
///
/// Opened on the first line, with mode 0600 in a folder made with mode 0700; never a symbolic link.
/// A file that cannot be opened or written is given up on: a log never stops the dashboard, and
/// nothing is ever written to the screen instead.
public final class LogFile: Sendable {
    /// The file's path.
    public let path: String
    /// The most bytes the file holds.
    public let limit: Int
    private let state = Mutex<(descriptor: Int32, size: Int)?>(nil)

    /// The longest line written, in bytes; a longer one is cut short.
    static let longestLine = 4_096

    /// A log at `path`, rotated past `limit` bytes (1 MiB by default).
    public init(path: String, limit: Int = 1 << 20) {
        self.path = path
        self.limit = max(limit, Self.longestLine + 1)
    }

    /// Appends `line` (a newline is added), rotating first when it would not fit.
    public func write(_ line: String) {
        var bytes = Array(line.utf8.prefix(Self.longestLine))
        bytes.append(0x0A)
        state.withLock { state in
            if let open = state, open.size + bytes.count > limit {
                close(open.descriptor)
                state = nil
                _ = rename(path, path + ".1")
            }
            if state == nil { state = open(making: bytes.count) }
            guard let open = state else { return }
            let written = bytes.withUnsafeBytes { Glibc.write(open.descriptor, $0.baseAddress, $0.count) }
            state?.size = open.size + max(written, 0)
        }
    }

    /// The file opened for appending with room for `needed` more bytes (moved to `NAME.1` first when it has not), and
    /// its size; nil when it cannot be opened, or is not a regular file.
    private func open(making needed: Int) -> (descriptor: Int32, size: Int)? {
        var descriptor = Self.openForAppending(path)
        if descriptor < 0, errno == ENOENT {
            // Its folder is made only when missing: at each start that would cost more than the line written.
            _ = FolderMaking.make(PathText.deletingLastComponent(path), mode: 0o700)
            descriptor = Self.openForAppending(path)
        }
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let size = Int(exactly: info.st_size) else {
            close(descriptor)
            return nil
        }
        if size + needed > limit {
            close(descriptor)
            _ = rename(path, path + ".1")
            let fresh = Self.openForAppending(path)
            return fresh >= 0 ? (fresh, 0) : nil
        }
        return (descriptor, size)
    }

    /// Opens `path` for appending, made with mode 0600 when missing; never through a symbolic link, and never
    /// waiting: a FIFO put there would otherwise hold the open (and the dashboard) until something read it.
    private static func openForAppending(_ path: String) -> Int32 {
        Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    }

    deinit {
        state.withLock { state in
            if let open = state { close(open.descriptor) }
        }
    }
}
