import WidgettyKit

/// One note in a list: its title and age, its first line under them (a task with its box, a done one dim);
/// a link opening it, except a sample's.
struct NoteRow: View {
    let note: NoteSummary
    let age: String
    let glyphs: NoteGlyphs

    var body: any View {
        let content = VStack(alignment: .leading) {
            HStack(spacing: 1) {
                if note.isPinned { Text("📌").foregroundStyle(.orange) }
                Text(note.title).bold()
                Spacer()
                Text(age).foregroundStyle(.secondaryLabel)
            }
            if let line = note.previewLine {
                NoteLineView(line: line, glyphs: glyphs, wrapLimit: 1, textColor: .secondaryLabel)
            } else {
                Text(" ")
            }
        }
        guard let url = note.url else { return content }
        return Link(destination: url) { content }
    }

    /// The row as a list's row, named by its title.
    var listRow: FittingList.Row { FittingList.Row(label: note.title, view: self) }
}
