/// A key with the modifiers held: what a key binding matches.
public struct KeyPress: Sendable, Hashable {
    public var key: Key
    public var modifiers: KeyModifiers

    /// A key with modifiers (none by default).
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
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
