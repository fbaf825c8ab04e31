/// What a button means, as SwiftUI's `ButtonRole`, with `primary` for the one action a tile offers first.
public enum ButtonRole: Sendable, Equatable, CaseIterable {
    /// An ordinary action.
    case normal
    /// The tile's main action, drawn in bold.
    case primary
    /// Backs out of something without changing it.
    case cancel
    /// Deletes or discards something, drawn in red.
    case destructive
}
