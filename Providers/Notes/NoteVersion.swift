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
}
