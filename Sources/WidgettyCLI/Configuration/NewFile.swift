import Glibc
import WidgettyKit

/// Makes a file that did not exist, whole or not at all, and never over one that does: the text goes to a
/// temporary file beside it, which is flushed and then linked to the name (`link` refuses a name that is
/// taken, even by a dangling link). Missing folders on the way are made.
enum NewFile {
    /// Why the file was not made; nothing was changed.
    enum Failure: Error, Equatable {
        /// Something is already at the path.
        case exists
        /// The system's words for what went wrong, and the path it went wrong at.
        case system(path: String, reason: String)
    }

    /// Creates `path` holding `text`, with mode 0644 (less the umask); folders on the way get 0755.
    static func create(_ path: String, with text: String) throws(Failure) {
        let folder = String(path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        try makeFolders(folder)
        var template = Array("\(folder.isEmpty ? "." : folder)/.widgetty-init-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(folder, errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(descriptor)
                throw failure(temporary, code)
            }
            offset += count
        }
        let mask = umask(0)
        umask(mask)
        _ = fchmod(descriptor, 0o644 & ~mask)
        let synced = fsync(descriptor) == 0
        let code = errno
        close(descriptor)
        guard synced else { throw failure(temporary, code) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw .exists }
            throw failure(path, errno)
        }
    }

    /// Makes `folder` and each missing folder above it.
    private static func makeFolders(_ folder: String) throws(Failure) {
        if let failed = FolderMaking.make(folder, mode: 0o755) { throw failure(failed.folder, failed.error) }
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure {
        .system(path: path, reason: String(cString: strerror(code)))
    }
}
