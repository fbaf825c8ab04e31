import FoundationEssentials
import WidgettyKit

/// Makes the notes' timeline: the entry read now, then the same entry at each moment an age the tile shows reads
/// differently ("now" → "1m", "59m" → "1h", "13d" → "2w"), so ages stay current; the watched folder reloads it on
/// every save, and it is read again after `refreshInterval` at the latest, for saves a watcher cannot see (a network
/// file system).
enum NotesTimeline {
    /// How far ahead one timeline's age changes reach; the runner reloads at the last one.
    static let span: TimeInterval = 3600
    /// The most entries one timeline holds.
    static let entryLimit = 1_000
    /// The longest the folder goes unread: for saves its watcher misses, and while no age is shown.
    static let refreshInterval: TimeInterval = 15 * 60

    /// `entry` now, then at each change of a shown age within `span` (at least the next one, however far); reloads at
    /// the last change or after `refreshInterval`, whichever comes first.
    static func timeline(_ entry: NotesEntry, family: WidgetFamily, show: NotesSettings.Show) -> Timeline<NotesEntry> {
        let now = entry.date, horizon = entry.date.addingTimeInterval(span)
        let saved = shownSaveDates(entry, family: family, show: show)
        var changes = Set<Date>()
        for modified in saved {
            var moment = now
            while changes.count < entryLimit, let next = NoteAge.nextChange(modified, after: moment), next <= horizon {
                changes.insert(next)
                moment = next
            }
        }
        if changes.isEmpty, let next = saved.compactMap({ NoteAge.nextChange($0, after: now) }).min() { changes.insert(next) }
        guard !changes.isEmpty else { return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(refreshInterval))) }
        let dates = changes.sorted().prefix(entryLimit - 1)
        let later = dates.map { date in
            var changed = entry
            changed.date = date
            return changed
        }
        let reload = min(dates.last ?? now, now.addingTimeInterval(refreshInterval))
        return Timeline(entries: [entry] + later, policy: .after(reload))
    }

    /// The save dates whose ages a tile of `family` shows: the note read whole on a small tile or a large one
    /// showing a note, else the notes its list holds.
    static func shownSaveDates(_ entry: NotesEntry, family: WidgetFamily, show: NotesSettings.Show) -> [Date] {
        if show.readsOneNote(on: family), let document = entry.document {
            return [document.summary.modified]
        }
        guard family != .small else { return [] }
        return entry.notes.prefix(NotesListView.limit(for: family)).map(\.modified)
    }
}
