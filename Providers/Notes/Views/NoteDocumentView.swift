import WidgettyKit

/// Large "note": one note whole as light Markdown, its task boxes toggles that rewrite their line; the tile opens the note.
struct NoteDocumentView: View {
    let entry: NotesEntry
    let glyphs: NoteGlyphs
    let locale: DateLocale

    var body: any View {
        guard let document = entry.document else {
            return NotesListView(entry: entry, limit: NotesListView.limit(for: .large), glyphs: glyphs, locale: locale)
        }
        let (heading, lines) = Self.headingAndLines(document)
        return VStack(alignment: .leading) {
            HStack(spacing: 1) {
                Text(heading).font(.headline)
                Spacer()
                Text(entry.isSample ? Phrase("sample · read-only", ja: "サンプル · 読み取り専用")(locale)
                        : NoteAge.describe(document.summary.modified, now: entry.date, locale: locale))
                    .foregroundStyle(.secondaryLabel)
            }
            if let problem = entry.documentProblem { Text(problem).foregroundStyle(.orange) }
            FittingList(lines.map { line in
                FittingList.Row(label: line.block.plainText,
                                view: NoteLineView(line: line, glyphs: glyphs, togglesIn: entry.isSample ? nil : document))
            }, unlisted: document.linesUnread)
            // A task's box rewrites the file: only a click on its own line may tick it, not one on the line beside.
            .exactHitTargets()
            Spacer()
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        // Return, or a click off its task boxes, opens the note shown in the editor, as a small tile's note does.
        .widgetURL(document.summary.url)
    }

    /// The note's heading and the lines under it: the title when a heading gave it (that heading then left out of the
    /// lines), else the file's name, so a plain note's first line is not shown twice; blank lines at the top dropped.
    static func headingAndLines(_ document: NoteDocument) -> (String, [NoteDocument.Line]) {
        var lines = document.lines
        var heading = document.summary.name
        if let first = lines.firstIndex(where: { $0.block != .blank }), case .heading(_, let text) = lines[first].block,
           NoteDocument.clipped(text.plainText) == document.summary.title {
            lines.remove(at: first)
            heading = document.summary.title
        }
        return (heading, Array(lines.drop { $0.block == .blank }))
    }
}
