/// The 64-bit FNV-1a hash: a stable name for a key (a file name from an address or a command line) or a quick
/// fingerprint of contents. Swift's own `Hasher` is seeded per process, so it cannot name files across starts.
public enum FNV1a {
    /// The hash of `bytes`.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        // Bytes in one piece (an array's, a string's) are read through a pointer, not a generic iterator: a note of a
        // megabyte is hashed at each read, in a debug build too.
        if let value = bytes.withContiguousStorageIfAvailable(hash(contiguous:)) { return value }
        var value = offsetBasis
        for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
        return value
    }

    /// The hash of the bytes in `buffer`.
    private static func hash(contiguous buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value = offsetBasis
        guard var byte = buffer.baseAddress else { return value }
        let end = byte + buffer.count
        while byte < end {
            value = (value ^ UInt64(byte.pointee)) &* prime
            byte += 1
        }
        return value
    }

    /// FNV-1a's 64-bit offset basis and prime.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x100_0000_01b3

    /// The hash of `text`'s UTF-8 bytes, in hexadecimal.
    public static func hex(_ text: String) -> String {
        String(hash(text.utf8), radix: 16)
    }
}
