/// The configuration edits of this session, as whole texts before and after each, for `u` (undo) and `U` (redo).
///
/// Any edit of the file pushes to it with one call, `record(_:)`, whatever made it (moving, resizing, stacking,
/// removing, a configuration sheet's Save). Undoing restores a change's `before` text only where the file still
/// holds its `after` text (`ConfigFileEdit.restore`), so an edit made meanwhile in an editor is never lost.
public struct ConfigEditHistory: Sendable, Equatable {
    /// One edit of the file: its text before and after, and what it did in words ("Move Clock").
    public struct Change: Sendable, Equatable {
        public var before: String
        public var after: String
        public var title: String

        /// A change from `before` to `after`, named `title`.
        public init(before: String, after: String, title: String) {
            self.before = before
            self.after = after
            self.title = title
        }

        /// The same change the other way round: what undoing it writes.
        public var reversed: Change { Change(before: after, after: before, title: title) }
    }

    private var changes: [Change] = []
    /// How many of `changes` are in the file now; those after were undone and can be redone.
    private var applied = 0

    /// An empty history.
    public init() {}

    /// Adds `change`, made just now; the changes undone before it can no longer be redone.
    public mutating func record(_ change: Change) {
        guard change.before != change.after else { return }
        changes.removeSubrange(applied...)
        changes.append(change)
        applied += 1
    }

    /// The change `u` would undo, if any.
    public var undoable: Change? { applied > 0 ? changes[applied - 1] : nil }

    /// The change `U` would redo, if any.
    public var redoable: Change? { applied < changes.count ? changes[applied] : nil }

    /// Marks the last change undone (after its `before` text was written back).
    public mutating func didUndo() {
        if applied > 0 { applied -= 1 }
    }

    /// Marks the next change redone (after its `after` text was written again).
    public mutating func didRedo() {
        if applied < changes.count { applied += 1 }
    }
}
