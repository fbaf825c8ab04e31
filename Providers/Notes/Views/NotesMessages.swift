/// What the tile says when there is nothing to list.
enum NotesMessages {
    /// A folder that does not exist.
    static func missing(_ folder: String) -> String {
        "No folder \(folder) — choose New Note to create it"
    }

    /// A folder without notes.
    static func empty(_ folder: String) -> String {
        "No notes in \(folder) yet — choose New Note to write one"
    }
}
