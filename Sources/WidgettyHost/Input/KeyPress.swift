/// A key with the modifiers held: what a key binding matches (whatever its phase).
public struct KeyPress: Sendable, Hashable {
    public var key: Key
    public var modifiers: KeyModifiers
    /// Down, held (auto-repeat) or up; only terminals with the kitty keyboard protocol tell anything but `.press`.
    public var phase: KeyPhase

    /// A key with modifiers (none by default), pressed unless `phase` says otherwise.
    public init(_ key: Key, _ modifiers: KeyModifiers = [], phase: KeyPhase = .press) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The same key and modifiers as a press: what the key map is looked up with.
    public var asPress: KeyPress {
        KeyPress(key, modifiers)
    }

    /// A character typed on its own ("q", "?", "G": Shift is in the character).
    public static func character(_ character: Character) -> KeyPress {
        KeyPress(.character(character))
    }

    /// Ctrl and a letter.
    public static func control(_ letter: Character) -> KeyPress {
        KeyPress(.character(letter), .control)
    }
}
