import FoundationEssentials
import WidgettyKit

/// The sample notes compiled into the binary, which the embedded demo and the placeholder show: never anyone's files.
enum NotesSample {
    /// The samples, newest first: a name, how many minutes before now it was saved, and its text (three: a medium tile's worth).
    static let notes: [(name: String, minutesAgo: Double, text: String)] = [
        ("todo.md", 20, """
        # Today
        - [x] Water the plants
        - [ ] Call the dentist (before 5pm)
        - [ ] Read chapter 3 of *Dune*
        1. Buy `oat milk`
        2. Post the letter
        > Slow is smooth, smooth is fast.
        """),
        ("買い物.md", 130, """
        # 買い物リスト
        - [ ] 牛乳と卵
        - [x] 醤油
        - [ ] 바나나 한 송이
        """),
        ("todo.txt", 60 * 24 * 3, """
        (A) Renew the passport +Travel
        (B) Book the train @Phone
        x Pay the electricity bill
        """),
    ]

    /// The samples as an entry at `date`, labelled as samples.
    static func entry(at date: Date) -> NotesEntry {
        let documents = notes.map { sample in
            let bytes = Array(sample.text.utf8)
            let file = NoteFile(bytes: bytes, version: NoteVersion(size: bytes.count, modified: 0, hash: FNV1a.hash(bytes)),
                                modified: date.addingTimeInterval(-sample.minutesAgo * 60))
            return NoteDocument(name: sample.name, path: "", file: file, isPinned: false)
        }
        return NotesEntry(date: date, folder: NotesSettings.sampleLocation, isMissing: false, isSample: true,
                          notes: documents.map(\.summary), noteCount: documents.count, document: documents.first,
                          documentProblem: nil, skipped: [])
    }
}
