import FoundationEssentials
import Glibc
import WidgettyKit

/// One note's bytes as read from disk, with their version, or why it cannot be shown.
struct NoteFile: Sendable {
    /// The bytes read, at most `byteLimit`.
    var bytes: [UInt8]
    var version: NoteVersion
    /// When it was last modified.
    var modified: Date

    /// The largest note read (1 MiB); a larger file is skipped and named.
    static let byteLimit = 1 << 20
    /// Invalid UTF-8 sequences a text file may have (a stray byte pasted in) before it counts as binary.
    static let invalidSequenceLimit = 4

    /// Why a file is not shown.
    enum Refusal: Error, Equatable {
        case tooLarge
        case binary
        case notAFile
        case unreadable(String)

        /// In words, for `widgetty timeline`, the log and a toggle's message.
        var reason: String {
            switch self {
            case .tooLarge: "over \(NoteFile.byteLimit >> 20) MiB"
            case .binary: "binary (NUL bytes or not UTF-8)"
            case .notAFile: "not a regular file"
            case .unreadable(let why): why
            }
        }
    }

    /// Reads `path` (following links), refusing what is not a regular text file of at most `byteLimit` bytes.
    ///
    /// A note leased by a writer (a task toggle of this dashboard holds one for milliseconds) is waited for, up to
    /// `leaseWait` seconds, rather than shown as unreadable ("Resource temporarily unavailable").
    static func read(_ path: String, leaseWait: Int = 2) throws(Refusal) -> NoteFile {
        // Non-blocking: a FIFO named like a note must not stall the provider in open(2).
        let descriptor: Int32
        do throws(OpenWaitingOutLease.Failure) {
            descriptor = try OpenWaitingOutLease.open(path, waitingAtMost: leaseWait)
        } catch {
            throw .unreadable(String(cString: strerror(error.code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile }
        guard let size = Int(exactly: info.st_size), size <= byteLimit else { throw .tooLarge }
        // Room for the size `fstat` gave and a byte more, to see the file grow; more only when it does (at most one
        // byte past the limit): a note of 2 KB costs 2 KB, not the limit.
        var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= byteLimit else { break }
                bytes += repeatElement(0, count: min(bytes.count, byteLimit + 1 - bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            if got < 0 { throw .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        guard count <= byteLimit else { throw .tooLarge }
        bytes.removeSubrange(count...)
        return try NoteFile(bytes, status: info)
    }


    /// No NUL byte, and at most `invalidSequenceLimit` invalid UTF-8 sequences. Most notes are valid UTF-8 without a
    /// NUL: that is checked by `memchr` and the standard library's own validation, at their speed in a debug build too,
    /// and only a note with an invalid sequence is decoded scalar by scalar to count them.
    static func isText(_ bytes: [UInt8]) -> Bool {
        guard !bytes.withUnsafeBufferPointer({ $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }) else { return false }
        if String(validating: bytes, as: UTF8.self) != nil { return true }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var invalid = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error:
                invalid += 1
                if invalid > invalidSequenceLimit { return false }
            }
        }
    }

    /// The text, invalid sequences replaced.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension NoteFile {
    /// The note of `bytes`, read from a file whose status is `info`; throws when they are no text.
    init(_ bytes: [UInt8], status info: stat) throws(Refusal) {
        guard Self.isText(bytes) else { throw .binary }
        let nanoseconds = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
        self.bytes = bytes
        version = NoteVersion(size: bytes.count, modified: nanoseconds, hash: FNV1a.hash(bytes))
        modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }
}
