import FoundationEssentials
import Logging
import WidgettyKit

/// Reads the notes folder into one entry, and watches it, so a saved note shows within a moment.
///
/// The folder (and each folder a recursive listing read, and the note shown whole) is watched through
/// `context.services.fileWatcher`; a change reloads the kind through the runner. Ages ("2h") stay current through
/// entries at the moments they change (`NotesTimeline`). It never writes: only its intents do, when asked.
public struct NotesProvider: TimelineProvider {
    let settings: NotesSettings

    /// The sample notes, shown redacted until the folder is read, and as the preview.
    public func placeholder(in context: WidgetContext) -> NotesEntry {
        NotesSample.entry(at: context.date)
    }

    /// The folder's notes now; a missing folder is an entry that says so, an unreadable one a problem in words.
    public func timeline(in context: WidgetContext) async throws -> Timeline<NotesEntry> {
        guard !settings.isSample else { return Timeline(entries: [NotesSample.entry(at: context.date)], policy: .never) }
        let services = context.services
        services.reloadTimelines(whenChanged: URL(fileURLWithPath: settings.folder))
        let (entry, folders): (NotesEntry, [String])
        do {
            let rows = settings.show.readsOneNote(on: context.family) ? context.displaySize.rows : 0
            (entry, folders) = try NotesReader(settings: settings).entry(at: context.date, rows: rows)
        } catch {
            guard case .unreadable(let reason) = error else { throw WidgetProblem("The folder \(settings.path) cannot be read") }
            throw WidgetProblem("The folder \(settings.path) cannot be read: \(reason)")
        }
        for folder in folders.dropFirst() { services.reloadTimelines(whenChanged: URL(fileURLWithPath: folder)) }
        if let shown = entry.document?.summary.path { services.reloadTimelines(whenChanged: URL(fileURLWithPath: shown)) }
        for skipped in entry.skipped { services.logger.notice("\(settings.path)/\(skipped.name) is not shown: \(skipped.reason)") }
        return NotesTimeline.timeline(entry, family: context.family, show: settings.show)
    }
}
