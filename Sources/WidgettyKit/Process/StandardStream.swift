import Glibc

/// Standard output and standard error, written whole with write(2): what Foundation's `FileHandle` was used for.
public enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    /// Writes all of `text`, retrying a write that is interrupted or takes only part; stops at any other failure
    /// (a closed pipe), as there is nowhere left to say so.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(rawValue, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
