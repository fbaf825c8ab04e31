import Glibc

/// Reads an open descriptor to its end or to a limit, straight into the arrays it returns.
///
/// Each read goes into new room of about the size expected (a file's size, or a page), never a zero-filled buffer
/// of the limit: a 64 KB buffer for a 100-byte time-zone file was sixteen page faults at every start.
public enum DescriptorReading {
    /// Up to `limit` bytes of `descriptor`, all of it when there is less. The first read asks for `size` + 1 bytes (the
    /// size `fstat` gives, and one more to see the end, or a file that grew), or a page when the size is unknown (0:
    /// /proc and /sys files say 0, and some of them answer only their first read); later reads ask for as much again
    /// as has come, at most 64 KB. A read interrupted by a signal is tried again. The error is `errno` of a failed
    /// read, with what came before it.
    public static func bytes(from descriptor: Int32, upTo limit: Int, size: Int = 0) -> (bytes: [UInt8], error: Int32?) {
        var bytes: [UInt8] = []
        var wanted = min(size > 0 ? min(size, Int.max - 1) + 1 : Self.page, max(0, limit))
        while bytes.count < limit, wanted > 0 {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                var got = -1
                repeat { got = read(descriptor, buffer.baseAddress, wanted) } while got < 0 && errno == EINTR
                failure = got < 0 ? errno : 0
                initialized = max(0, got)
            }
            if failure != 0 { return (bytes, failure) }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            wanted = min(max(bytes.count, Self.page), Self.largestRead, limit - bytes.count)
        }
        return (bytes, nil)
    }

    /// What a read asks for when nothing says how much will come.
    private static let page = 4096
    /// The most one read asks for.
    private static let largestRead = 64 << 10
}
