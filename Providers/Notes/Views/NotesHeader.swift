import WidgettyKit

/// The tile's first line: "Notes" (or "Sample notes · read-only") and how many there are.
struct NotesHeader: View {
    let entry: NotesEntry

    var body: any View {
        HStack(spacing: 1) {
            Text(entry.isSample ? "Sample notes" : "Notes").font(.headline).foregroundStyle(.yellow).unredacted()
            if entry.isSample { Text("read-only").foregroundStyle(.secondaryLabel).unredacted() }
            Spacer()
            Text("\(entry.noteCount)").foregroundStyle(.secondaryLabel)
        }
    }
}
