import FoundationEssentials
import Glibc

/// What is at a path, by `stat` alone (following symlinks): never opens or reads it, so a FIFO or a huge file costs nothing.
public enum FileStatus: Sendable, Equatable {
    case folder
    case regularFile
    /// A FIFO, a device or a socket.
    case other
    /// Nothing is there (or a symlink points at nothing).
    case missing
    /// It cannot be looked at (a folder on the way that cannot be entered), with the system's words.
    case unreadable(String)

    /// What is at `path` now.
    public static func at(_ path: String) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .unreadable(String(cString: strerror(code)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    /// What it is, for a message: "a file", "a folder", "a FIFO, device or socket".
    public var noun: String {
        switch self {
        case .folder: "a folder"
        case .regularFile: "a file"
        case .other: "a FIFO, device or socket"
        case .missing: "nothing"
        case .unreadable: "something that cannot be looked at"
        }
    }
}
