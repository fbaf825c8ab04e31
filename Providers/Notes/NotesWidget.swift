import FoundationEssentials
import WidgettyKit

/// A folder of notes on the home screen: the newest (or pinned) notes, each opening in the editor, or one note
/// whole with its task boxes toggled in place; it writes only when asked, and never loses an edit.
public struct NotesWidget: Widget {
    public static let kind = "notes"
    public static let displayName = "Notes"
    public static let description = "Shows your newest notes, opens them in your editor, and ticks their task boxes."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    public static let options = NotesSettings.options
    public static let optionRules = NotesSettings.rules
    /// It reads local files only, and a watcher reloads it on each save.
    public static let minimumReloadInterval = 10.0

    let settings: NotesSettings
    public let provider: NotesProvider

    /// Reads the folder, listing and shown note from validated settings.
    public init(settings: WidgetSettings) {
        self.settings = NotesSettings(settings)
        provider = NotesProvider(settings: self.settings)
    }

    public func view(entry: NotesEntry, context: WidgetContext) -> any View {
        let glyphs = NoteGlyphs(context.glyphStyle)
        let locale = context.locale
        switch context.family {
        case .small: return NotesSmallView(entry: entry, glyphs: glyphs, locale: locale)
        case .medium: return NotesListView(entry: entry, limit: NotesListView.limit(for: .medium), glyphs: glyphs, locale: locale)
        default:
            return settings.show == .note ? NoteDocumentView(entry: entry, glyphs: glyphs, locale: locale)
                : NotesListView(entry: entry, limit: NotesListView.limit(for: .large), glyphs: glyphs, locale: locale)
        }
    }

    /// "New Note…" (the editor asks for the rest), Open Folder, and Open “<the newest note>” unless the tile's tap
    /// opens that one already (a small tile, or a large one showing the note whole); the samples offer none.
    public func quickActions(entry: NotesEntry, context: WidgetContext) -> [QuickAction] {
        guard !entry.isSample else { return [] }
        // The subtitle names the file the item will make: the same rule as the making, so never a name already taken.
        let newNote = NewNote(folder: settings.folder, stem: NewNote.stem(at: context.date, in: context.timeZone))
        var actions = [QuickAction(Phrase("New Note…", ja: "新規メモ…")(context.locale), subtitle: newNote.nextFileName, glyph: "⊕", action: .perform(newNote, role: .normal))]
        if !entry.isMissing {
            actions.append(QuickAction(Phrase("Open Folder", ja: "フォルダを開く")(context.locale), subtitle: settings.path, glyph: "▤",
                                       action: .openURL(URL(fileURLWithPath: settings.folder, isDirectory: true))))
        }
        let tapped = settings.show.readsOneNote(on: context.family) ? entry.document?.summary.url : nil
        if let newest = entry.notes.max(by: { $0.modified < $1.modified }), let url = newest.url, url != tapped {
            actions.append(QuickAction(Phrase("Open “\(newest.title)”", ja: "「\(newest.title)」を開く")(context.locale), subtitle: newest.name, glyph: "↗", action: .openURL(url)))
        }
        return actions
    }
}
