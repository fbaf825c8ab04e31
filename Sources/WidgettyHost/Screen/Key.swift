/// A key press, as the terminal layer reports it.
public enum Key: Sendable, Equatable, Hashable {
    case character(Character)
    case up, down, pageUp, pageDown, home, end
    case escape
    /// Ctrl-L.
    case redraw
}
