import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import NotesProvider

/// A note tile draws exactly what it drew from its note read whole (the first `lineLimit` lines), though it reads only
/// the lines a tile of its height can show, and the rest only while the title's search needs them.
@Suite struct NoteTileDifferentialTests {
    /// A note of `text` named `name`, read for a tile `rows` rows tall (nil: read whole, as far as `lineLimit`).
    func document(_ text: String, name: String = "note.md", rows: Int? = nil) -> NoteDocument {
        let bytes = Array(text.utf8)
        let file = NoteFile(bytes: bytes, version: NoteVersion(size: bytes.count, modified: 0, hash: FNV1a.hash(bytes)), modified: NotesFolder.now)
        return NoteDocument(name: name, path: "/notes/\(name)", file: file, isPinned: false, rows: rows)
    }

    /// The tile of `family` showing `document` whole, as cells.
    func tile(_ document: NoteDocument, family: WidgetFamily) -> Canvas {
        let entry = NotesEntry(date: NotesFolder.now, folder: "~/notes", isMissing: false, isSample: false, notes: [document.summary],
                               noteCount: 1, document: document, documentProblem: nil, skipped: [])
        let widget = NotesWidget(settings: WidgetSettings(options: NotesWidget.options, values: ["path": .string("/notes"), "show": .string("note")]))
        return NotesFolder.canvas(widget, entry, family: family)
    }

    /// Lines of every kind the block reader tells apart, among them those whose reading depends on other lines: front
    /// matter (closed up to 200 lines below), fences and comments over several lines, headings that may be the title,
    /// blank lines (a last one ended by a newline is no line), quotes, callouts, tasks and inline marks.
    static let kinds = [
        "", "", "", "  ", "\t", "# Title", "## Section *two*", "#", "# ", "###### deep", "####### not a heading", "text with words",
        "- [ ] a task", "- [x] done **bold**", "1. [ ] numbered task", "* bullet `code`", "2) second", "> quoted", "> ", ">> - [ ] nested",
        "> [!todo] Callout", "> [!note]", "```", "~~~", "```swift", "let x = 1", "<!-- a comment -->", "<!--", "-->", "visible <!-- hidden",
        "still hidden --> shown", "---", "***", "a [link](https://example.com) and <https://example.com>", "*emphasis* and _this_",
        "会議のメモ、**太字**と`コード`", "\u{3000}", "\u{200B}", "a\u{301} combining", "\\*escaped\\*", "[](u)", "text\r", "(A) todo.txt task",
    ]

    /// A note of lines drawn from `kinds` by `random`: front matter now and then, many blank lines at the top now and
    /// then, up to 120 lines (a third of the notes without `#` headings), with or without a final newline, some with CRLF.
    static func generatedNote(_ random: inout SeededRandom) -> String {
        var lines: [String] = []
        if Int.random(in: 0..<6, using: &random) == 0 { lines += ["---", "tags: [a]"] + (Int.random(in: 0..<3, using: &random) == 0 ? [] : ["---"]) }
        if Int.random(in: 0..<5, using: &random) == 0 { lines += Array(repeating: "", count: Int.random(in: 1..<40, using: &random)) }
        // A third of the notes have no `#` heading, so their title is a line with words, maybe far down.
        let drawn = Int.random(in: 0..<3, using: &random) == 0 ? kinds.filter { !$0.hasPrefix("#") } : kinds
        for _ in 0..<Int.random(in: 0..<120, using: &random) { lines.append(drawn.randomElement(using: &random)!) }
        let separator = Int.random(in: 0..<8, using: &random) == 0 ? "\r\n" : "\n"
        return lines.joined(separator: separator) + (Bool.random(using: &random) ? separator : "")
    }

    /// 200 generated notes, each a Markdown and a plain-text note: a small and a large tile draw the same cells, say
    /// the same "+N more", and give the same title, preview and task toggles as from the note read whole.
    @Test func aTileDrawsWhatTheNoteReadWholeDraws() {
        var random = SeededRandom(seed: 23)
        for round in 0..<200 {
            let text = Self.generatedNote(&random)
            for name in ["note.md", "todo.txt"] {
                let whole = document(text, name: name)
                for family in [WidgetFamily.small, .large] {
                    let rows = NotesFolder.context(family).displaySize.rows
                    let read = document(text, name: name, rows: rows)
                    #expect(read.summary == whole.summary, "round \(round), \(name): \(text.debugDescription)")
                    #expect(read.lines == Array(whole.lines.prefix(read.lines.count)), "round \(round)")
                    #expect(read.lines.count + read.linesUnread == whole.lines.count, "round \(round)")
                    #expect(read.lineCount == whole.lineCount, "round \(round)")
                    let (drawn, expected) = (tile(read, family: family), tile(whole, family: family))
                    #expect(drawn.lines() == expected.lines(), "round \(round), \(family), \(name): \(text.debugDescription)")
                    #expect(drawn == expected, "round \(round), \(family), \(name): the same cells, styled alike")
                }
                let listed = document(text, name: name, rows: 0)
                #expect(listed.lines.isEmpty, "a list reads no lines to draw")
                #expect(listed.summary == whole.summary, "round \(round), \(name): \(text.debugDescription)")
            }
        }
    }
}
