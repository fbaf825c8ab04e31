import FoundationEssentials
import Glibc

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
        try bytes(atPath: url.path, limit: limit).map { Data($0) }
    }

    /// The bytes of the file at `path`, as `data(at:limit:)` reads them.
    public static func bytes(atPath path: String, limit: Int) throws(Refusal) -> [UInt8]? {
        let bound = max(0, limit)
        // One byte more than the bound tells a file that grew since `fstat`.
        guard let bytes = try readRegularFile(path, upTo: bound + 1, sizeLimit: bound) else { return nil }
        guard bytes.count <= bound else { throw .tooLarge(limit: bound) }
        return bytes
    }

    /// The first `count` bytes of the regular file at `path` (all of a shorter one), or nil when nothing is there: for
    /// files whose size says nothing (/proc, /sys) or that may hold more than is wanted.
    public static func prefix(atPath path: String, count: Int) throws(Refusal) -> [UInt8]? {
        try readRegularFile(path, upTo: max(0, count), sizeLimit: nil)
    }

    /// At most `capacity` bytes of the regular file at `path`; refuses one whose size is over `sizeLimit`, when given.
    private static func readRegularFile(_ path: String, upTo capacity: Int, sizeLimit: Int?) throws(Refusal) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO with no writer must not wait; the type check below then refuses it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { return nil }
            throw .unreadable(String(cString: strerror(error)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        if let sizeLimit, status.st_size > sizeLimit { throw .tooLarge(limit: sizeLimit) }
        let (bytes, failure) = DescriptorReading.bytes(from: descriptor, upTo: capacity, size: Int(clamping: status.st_size))
        if let failure { throw .unreadable(String(cString: strerror(failure))) }
        return bytes
    }
}
