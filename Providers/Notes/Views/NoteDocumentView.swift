import WidgettyKit

/// Large "note": one note whole as light Markdown, its task boxes toggles that rewrite their line.
struct NoteDocumentView: View {
    let entry: NotesEntry
    let glyphs: NoteGlyphs

    var body: any View {
        guard let document = entry.document else {
            return NotesListView(entry: entry, glyphs: glyphs, limit: 8)
        }
        return VStack(alignment: .leading) {
            HStack(spacing: 1) {
                Text(document.summary.title).font(.headline)
                Spacer()
                Text(entry.isSample ? "sample · read-only" : NoteAge.describe(document.summary.modified, now: entry.date))
                    .foregroundStyle(.secondaryLabel)
            }
            if let problem = entry.documentProblem { Text(problem).foregroundStyle(.orange) }
            FittingList(Self.bodyLines(document).map { line in
                FittingList.Row(label: line.block.plainText,
                                view: NoteLineView(line: line, glyphs: glyphs, togglesIn: entry.isSample ? nil : document))
            })
            Spacer()
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// The lines under the title: the title's own heading left out, and blank lines at the top.
    static func bodyLines(_ document: NoteDocument) -> [NoteDocument.Line] {
        var lines = document.lines
        if let first = lines.firstIndex(where: { $0.block != .blank }), case .heading(_, let text) = lines[first].block,
           NoteDocument.clipped(text.plainText) == document.summary.title {
            lines.remove(at: first)
        }
        return Array(lines.drop { $0.block == .blank })
    }
}
