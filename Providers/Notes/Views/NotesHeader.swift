import WidgettyKit

/// The tile's first line: "Notes" (or "Sample notes · read-only"; "メモ" in Japanese) and how many there are.
struct NotesHeader: View {
    let entry: NotesEntry
    let locale: DateLocale

    var body: any View {
        HStack(spacing: 1) {
            Text((entry.isSample ? Phrase("Sample notes", ja: "サンプルメモ") : Phrase("Notes", ja: "メモ"))(locale))
                .font(.headline).foregroundStyle(.yellow).unredacted()
            if entry.isSample { Text(Phrase("read-only", ja: "読み取り専用")(locale)).foregroundStyle(.secondaryLabel).unredacted() }
            Spacer()
            Text("\(entry.noteCount)").foregroundStyle(.secondaryLabel)
        }
    }
}
