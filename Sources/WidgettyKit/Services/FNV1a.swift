/// The 64-bit FNV-1a hash: a stable name for a key (a file name from an address or a command line) or a quick
/// fingerprint of contents. Swift's own `Hasher` is seeded per process, so it cannot name files across starts.
public enum FNV1a {
    /// The hash of `bytes`.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    /// The hash of `text`'s UTF-8 bytes, in hexadecimal.
    public static func hex(_ text: String) -> String {
        String(hash(text.utf8), radix: 16)
    }
}
