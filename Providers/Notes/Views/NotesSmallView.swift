import WidgettyKit

/// Small: one note (the first pinned, else the newest), its title and first lines; the whole tile opens it.
struct NotesSmallView: View {
    let entry: NotesEntry
    let glyphs: NoteGlyphs
    let locale: DateLocale

    var body: any View {
        guard let document = entry.document else {
            return VStack(alignment: .leading) {
                NotesHeader(entry: entry, locale: locale)
                Text(entry.isMissing ? NotesMessages.missing(entry.folder) : NotesMessages.empty(entry.folder)).lineLimit(nil)
                    .foregroundStyle(.secondaryLabel)
                Spacer()
            }
            .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        }
        let (heading, lines) = NoteDocumentView.headingAndLines(document)
        return VStack(alignment: .leading) {
            Text(heading).lineLimit(2).font(.headline)
            FittingList(lines.map {
                FittingList.Row(label: $0.block.plainText, view: NoteLineView(line: $0, glyphs: glyphs, wrapLimit: 1))
            }, unlisted: document.linesUnread)
            Spacer()
            Text(entry.isSample ? Phrase("Sample · read-only", ja: "サンプル · 読み取り専用")(locale)
                    : NoteAge.describe(document.summary.modified, now: entry.date, locale: locale))
                .foregroundStyle(.secondaryLabel)
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        .widgetURL(document.summary.url)
    }
}
