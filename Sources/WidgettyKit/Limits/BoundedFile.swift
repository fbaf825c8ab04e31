import Foundation

/// Reading a file anyone could have put anything at: a regular file only (a FIFO would block for ever,
/// `/dev/zero` never ends), followed through symlinks, and never more than a limit.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Refusal: Error, Equatable {
        /// A folder, a FIFO, a device or a socket.
        case notRegularFile
        /// It holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// It is there but cannot be opened or read (permissions, an I/O error), with the system's words.
        case unreadable(String)
    }

    /// The bytes of the file at `url`, or nil when nothing is there; refuses a file that is not regular or holds
    /// more than `limit` bytes (checked by its size before reading, and by the read itself, for a file that grows).
    public static func data(at url: URL, limit: Int) throws(Refusal) -> Data? {
        // O_NONBLOCK: opening a FIFO with no writer must not wait; the type check below then refuses it.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { return nil }
            throw .unreadable(String(cString: strerror(error)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        let bound = max(0, limit)
        if status.st_size > bound { throw .tooLarge(limit: bound) }
        let data: Data
        do {
            data = try handle.read(upToCount: bound + 1) ?? Data()
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        guard data.count <= bound else { throw .tooLarge(limit: bound) }
        return data
    }
}
