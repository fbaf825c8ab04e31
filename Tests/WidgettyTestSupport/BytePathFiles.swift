import Glibc

/// Makes files and folders by the raw bytes of their paths, as a name that is not UTF-8 (an old Latin-1 name) is made:
/// no `String` can name them, and git cannot keep them portably, so tests make them at run time.
public enum BytePathFiles {
    /// Creates the file `path` (bytes, no NUL) holding `contents`; throws `SaveError` with its `errno`.
    public static func write(_ contents: [UInt8], to path: [UInt8]) throws {
        let descriptor = withPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw SaveError(path: String(decoding: path, as: UTF8.self), code: errno) }
        defer { close(descriptor) }
        guard contents.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == contents.count else {
            throw SaveError(path: String(decoding: path, as: UTF8.self), code: errno)
        }
    }

    /// Creates the folder `path` (bytes, no NUL); throws `SaveError` with its `errno`.
    public static func makeFolder(_ path: [UInt8]) throws {
        guard withPath(path, { mkdir($0, 0o755) }) == 0 else { throw SaveError(path: String(decoding: path, as: UTF8.self), code: errno) }
    }

    /// `body` given `path` as a NUL-terminated C string.
    private static func withPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }
}
