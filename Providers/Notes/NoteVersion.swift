/// How a note's bytes stood when read: its size, modification time and a hash of its content.
///
/// A checkbox is written only when the file still has the version it was shown from, so an edit
/// made meanwhile (in an editor, by a sync) is never overwritten.
public struct NoteVersion: Sendable, Hashable, Encodable {
    /// The size in bytes.
    public var size: Int
    /// The modification time in nanoseconds since 1970.
    public var modified: Int64
    /// FNV-1a, 64 bits, of the content.
    public var hash: UInt64

    /// The FNV-1a hash of `bytes` (64 bits).
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return value
    }
}
