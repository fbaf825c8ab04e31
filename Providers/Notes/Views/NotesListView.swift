import FoundationEssentials
import WidgettyKit

/// Medium and large "list": the header, then the notes in order, each a link to its note.
struct NotesListView: View {
    let entry: NotesEntry
    /// The most notes listed (medium four, large eight).
    let limit: Int
    let glyphs: NoteGlyphs
    let locale: DateLocale

    /// The most notes a list of `family` holds: four on a medium tile, eight on a large one.
    static func limit(for family: WidgetFamily) -> Int {
        family == .medium ? 4 : 8
    }

    var body: any View {
        VStack(alignment: .leading) {
            NotesHeader(entry: entry, locale: locale)
            if let problem = entry.documentProblem { Text(problem).foregroundStyle(.orange) }
            if entry.notes.isEmpty {
                Text(entry.isMissing ? NotesMessages.missing(entry.folder) : NotesMessages.empty(entry.folder)).lineLimit(3)
                    .foregroundStyle(.secondaryLabel)
            } else {
                FittingList(entry.notes.map {
                    NoteRow(note: $0, age: NoteAge.describe($0.modified, now: entry.date, locale: locale), glyphs: glyphs).listRow
                }, limit: limit, unlisted: entry.noteCount - entry.notes.count)
            }
            Spacer()
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }
}
