import FoundationEssentials
import WidgettyKit

/// What the notes tile shows: the folder's notes in order, one note read whole, and the files left out.
public struct NotesEntry: TimelineEntry {
    public var date: Date
    /// The folder as the configuration writes it ("~/notes").
    public var folder: String
    /// Whether the folder does not exist (the tile says so and offers New Note).
    public var isMissing: Bool
    /// Whether these are the compiled-in samples (the embedded demo): read-only, nothing opens.
    public var isSample: Bool
    /// The notes in order (pinned first, then newest first), at most `NotesReader.summaryLimit`.
    public var notes: [NoteSummary]
    /// How many notes the folder has in all.
    public var noteCount: Int
    /// The note read whole: the one `note` names, else the first in order; nil in an empty folder.
    public var document: NoteDocument?
    /// Why the note `note` names is not shown ("todo.md is not in ~/notes").
    public var documentProblem: String?
    /// Files not shown, and why.
    public var skipped: [SkippedNote]

    /// The files not shown and why ("big.md: over 1 MiB"), for `widgetty timeline`.
    public var leftOut: [String] { skipped.map { "\($0.name): \($0.reason)" } }
}
