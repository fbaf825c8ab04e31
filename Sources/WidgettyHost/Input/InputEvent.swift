/// Everything a person does that reaches the dashboard, decoded in one place (`InputDecoder`) from the terminal's bytes.
public enum InputEvent: Sendable, Equatable {
    /// A key, with the modifiers held.
    case key(KeyPress)
    case mouse(MouseEvent)
    /// Text pasted in bracketed-paste mode, whole, never read as keys.
    case paste(String)
    /// The terminal window gained or lost focus (mode 1004).
    case focus(gained: Bool)
    /// The terminal changed size (SIGWINCH; no bytes announce it); the loop fits its screen first, so it is reduced
    /// against the new size's layout.
    case resize
    /// The terminal's answer to `CSI ? u`: the kitty keyboard protocol's flags in force (2 reports repeats and
    /// releases, 8 every key as an escape code, Return too).
    case keyboardFlags(Int)
}
