/// A key, as the input decoder reports it; Shift, Alt and Ctrl come beside it as `KeyModifiers`.
public enum Key: Sendable, Equatable, Hashable {
    /// A character key; with Ctrl, the letter itself (Ctrl-L is `.character("l")` with `.control`).
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end, insert, delete
    case tab, enter, backspace, escape
    /// F1 to F12.
    case function(Int)
}
