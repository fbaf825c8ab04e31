/// Which entry a tile shows: the source feeding it, which of its timelines, and which entry of that timeline.
///
/// Two equal revisions are the same entry value, so a tile drawn from one need not be drawn again for the other.
public struct EntryRevision: Sendable, Hashable {
    /// The runner's source (shared by identical widgets).
    let source: Int
    /// The source's timelines counted as they arrived.
    let timeline: Int
    /// The entry's index in that timeline.
    let entry: Int
}
