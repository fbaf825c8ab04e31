/// What a "Remove …?" question was asked about: the configuration's slots on screen then, and the text of the file
/// they were read from, byte for byte. Confirming removes nothing once either changed: an edit that kept every
/// widget and line (a comment rewritten) still moved what the removal's lines stand for.
public struct AskedConfiguration: Sendable, Equatable {
    /// The slots on screen when the question was asked.
    public var slots: [DashboardSlot]
    /// The text of the configuration file those slots were read from; nil when not known (the embedded demo).
    public var text: String?

    /// The question's view of `slots`, read from `text`.
    public init(slots: [DashboardSlot], text: String? = nil) {
        self.slots = slots
        self.text = text
    }

    /// Whether the file's text now, `current`, is the one the question was asked about, byte for byte (not by
    /// Unicode equivalence, as `==` on strings compares); true when that text is not known.
    func isUnchanged(_ current: String) -> Bool {
        text.map { $0.utf8.elementsEqual(current.utf8) } ?? true
    }
}
