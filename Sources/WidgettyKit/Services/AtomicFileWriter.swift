import Glibc

/// Replaces a file's contents all at once, so a crash or a full disk never leaves it half written.
///
/// The bytes go to a temporary file in the same folder, which takes the old file's
/// mode (and owner, where allowed), is flushed to disk, and is renamed over the file;
/// the folder is flushed too. A symbolic link is written through: its target is
/// replaced and the link stays. The configuration's "Remove Widget" and the notes
/// widget's checkboxes write with it.
public enum AtomicFileWriter {
    /// Why a file could not be replaced: the path as given and the system's reason; the file is unchanged.
    public struct Failure: Error, Sendable, Equatable {
        /// The path as the caller gave it.
        public var path: String
        /// The system's words for what went wrong ("Permission denied").
        public var reason: String
    }

    /// Writes `text` to `path` in place of what it held.
    public static func replace(_ path: String, with text: String) throws(Failure) {
        try replace(path, with: Array(text.utf8))
    }

    /// Writes `bytes` to `path` in place of what it held; throws the reason, having changed nothing.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        guard let resolved = realpath(path, nil) else { throw failure(path, errno) }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0 else { throw failure(path, errno) }
        let folder = target.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let name = target.split(separator: "/").last.map(String.init) ?? "file"
        var template = Array("\(folder)/.\(name).widgetty-XXXXXX".utf8CString)
        let descriptor = CloseOnExec.makeTemporaryFile(&template)
        guard descriptor >= 0 else { throw failure(path, errno) }
        let temporary = String(cString: template)
        var written = true
        var offset = 0
        while written, offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            written = count > 0
            offset += max(0, count)
        }
        let code = errno
        _ = fchmod(descriptor, info.st_mode & 0o7777)
        _ = fchown(descriptor, info.st_uid, info.st_gid)  // allowed only when it changes nothing or for root; the mode matters most
        let synced = written && fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, target) == 0 else {
            let reason = written ? errno : code
            unlink(temporary)
            throw failure(path, reason)
        }
        let folderDescriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure {
        Failure(path: path, reason: String(cString: strerror(code)))
    }
}
