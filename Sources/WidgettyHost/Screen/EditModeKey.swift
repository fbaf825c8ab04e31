/// A key of edit mode, as the bar at the bottom of the screen and the help overlay show it.
public struct EditModeKey: Sendable, Equatable {
    /// The keys, as shown ("⇧←→↑↓ HJKL").
    public var label: String
    /// What they do, in a word or two for the bar.
    public var word: String
    /// What they do, for help.
    public var summary: String

    /// Every key of edit mode, the bar's most needed first (a narrow bar keeps those that fit, in this order).
    public static let all: [EditModeKey] = [
        EditModeKey(label: "e", word: "Done", summary: "Done (Esc too)"),
        EditModeKey(label: "⇧←→", word: "move", summary: "Move the tile (H J K L, ⇧↑↓ too)"),
        EditModeKey(label: "s", word: "size", summary: "Next size of its kind"),
        EditModeKey(label: "x", word: "remove", summary: "Remove it (Delete too)"),
        EditModeKey(label: "m", word: "stack", summary: "Stack it with the tile before"),
        EditModeKey(label: "u", word: "undo", summary: "Undo the last change"),
        EditModeKey(label: "U", word: "redo", summary: "Redo what was undone"),
        EditModeKey(label: "←→", word: "choose", summary: "Choose a tile (h j k l, ↑↓ too)"),
        EditModeKey(label: "⏎", word: "edit", summary: "Edit it; a stack’s sheet"),
    ]

    /// The mouse in edit mode, for help.
    public static let gestures: [(gesture: String, summary: String)] = [
        ("Drag", "Move a tile; onto one of its size: stack"),
        ("Click ⊖", "Remove the tile"),
    ]
}
