import FoundationEssentials

/// One note as a list shows it: its title, its first line and how old it is.
public struct NoteSummary: Sendable, Equatable, Encodable {
    /// The path inside the folder ("todo.md").
    public var name: String
    /// The full path; empty for a sample note, which has no file.
    public var path: String
    public var title: String
    /// The first line of the body after the title, without marks.
    public var preview: String
    /// That line as a list row draws it (a task with its box); nil when the note has no such line.
    public var previewLine: NoteDocument.Line?
    public var modified: Date
    /// Whether `pinned` names it.
    public var isPinned: Bool

    private enum CodingKeys: String, CodingKey {
        case name, path, title, preview, modified, isPinned
    }

    /// The `file:` URL a link opens, nil for a sample.
    var url: URL? { path.isEmpty ? nil : URL(fileURLWithPath: path) }
}
