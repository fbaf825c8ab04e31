import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// Titles, previews and lines read from the recorded notes and from small notes written here.
@Suite struct NoteParsingTests {
    /// The title and preview of a recorded note, read as the provider reads it.
    private func summary(_ name: String) throws -> NoteSummary {
        let file = try NoteFile.read(NotesFolder.fixtures.appendingPathComponent(name).path)
        return NoteDocument(name: name, path: "", file: file, isPinned: false).summary
    }

    @Test(SharedFixtures.required) func titlesAreTheFirstHeadingElseTheFirstLine() throws {
        #expect(try summary("todo.md").title == "✅ TODO - Notepad App")
        #expect(try summary("spec.md").title == "📜 Notepad App - Specification")
        #expect(try summary("note-template.md").title == "タイトル（例: 開発メモ）")
        #expect(try summary("README.ko.md").title == "todo.txt 형식")
        #expect(try summary("README.md").title == "todo.txt format")
        #expect(try summary("todo.txt").title == "Call Mom @Phone +Family", "a plain-text note's first line, its priority read as a mark")
        #expect(try summary("task_todo.txt").title == "# String test cases", "no Markdown in a .txt note")
    }

    @Test(SharedFixtures.required) func previewsAreTheFirstOtherLineThatIsNotAHeading() throws {
        let todo = try summary("todo.md")
        #expect(todo.preview == "CRUD の完成（Edit / Delete を追加）")
        #expect(todo.previewLine?.block == .checkbox(depth: 0, number: nil, isChecked: true, text: Self.plain("CRUD の完成（Edit / Delete を追加）")),
                "✓ in a box ticks it; the row draws the box")
        #expect(try summary("README.md").preview == "Gitter", "an image inside a link shows its words")
        #expect(try summary("note-template.md").preview == "日付: 2025-10-30")
    }

    @Test func frontMatterIsSkippedAndAnUnclosedOneIsText() {
        let lines = NoteParser.lines(of: "---\ntitle: x\ntags: [a]\n---\n# Real\nbody\n")
        #expect(NoteParser.bodyStart(lines) == 4)
        let document = Self.document("---\ntitle: x\n---\n\nFirst words\n", name: "a.md")
        #expect(document.summary.title == "First words")
        #expect(document.lines.map(\.index) == [3, 4], "blank line and text keep their lines in the file")
        #expect(NoteParser.bodyStart(NoteParser.lines(of: "---\nno end\n")) == 0)
    }

    @Test func anEmptyNoteIsTitledByItsFileName() {
        #expect(Self.document("\n\n", name: "2026-11-23-1505.md").summary.title == "2026-11-23-1505")
    }

    @Test func markdownLinesAreReadAsBlocks() {
        let blocks = Self.document("""
        # Head #
        - [ ] open
          * [x] done
        1. [X] numbered task
        3) third
        + plus
        > quoted [link](https://example.com) and `code`
        ```swift
        let x = 1 // # not a heading
        ```
        ***
        **bold** text <https://example.com>
        -not a bullet
        """, name: "a.md").lines.map(\.block)
        #expect(blocks == [
            .heading(level: 1, text: Self.plain("Head")),
            .checkbox(depth: 0, number: nil, isChecked: false, text: Self.plain("open")),
            .checkbox(depth: 1, number: nil, isChecked: true, text: Self.plain("done")),
            .checkbox(depth: 0, number: "1.", isChecked: true, text: Self.plain("numbered task")),
            .numbered(depth: 0, number: "3)", text: Self.plain("third")),
            .bullet(depth: 0, text: Self.plain("plus")),
            .quote(.paragraph(NoteInline(runs: [.init(text: "quoted link and ", isCode: false), .init(text: "code", isCode: true)]))),
            .code("let x = 1 // # not a heading"),
            .rule,
            .paragraph(NoteInline(runs: [.init(text: "bold", isStrong: true), .init(text: " text https://example.com")])),
            .paragraph(Self.plain("-not a bullet")),
        ])
    }

    /// Obsidian and GitHub write tasks, headings, fences and callouts inside quotes, and hide notes in HTML comments:
    /// each is read as it would be outside a quote, and comments are not drawn (the line numbers stay the file's).
    @Test func quotesHoldAnyLineAndCommentsAreLeftOut() throws {
        let document = Self.document("""
            > [!todo] This week
            > - [ ] call the bank
            > - [x] water plants
            > ## Inside
            > ```
            > # not a heading
            > ```
            >> nested
            > [!note]
            <!-- a hidden line -->
            before <!-- hidden --> after
            <!-- opened
            still hidden
            closed --> shown
            ```
            <!-- kept in code -->
            ```
            """, name: "vault.md")
        #expect(document.lines.map(\.block) == [
            .quote(.heading(level: 3, text: Self.plain("This week"))),
            .quote(.checkbox(depth: 0, number: nil, isChecked: false, text: Self.plain("call the bank"))),
            .quote(.checkbox(depth: 0, number: nil, isChecked: true, text: Self.plain("water plants"))),
            .quote(.heading(level: 2, text: Self.plain("Inside"))),
            .quote(.code("# not a heading")),
            .quote(.quote(.paragraph(Self.plain("nested")))),
            .quote(.heading(level: 3, text: Self.plain("Note"))),
            .paragraph(Self.plain("before  after")),
            .paragraph(Self.plain("shown")),
            .code("<!-- kept in code -->"),
        ])
        #expect(document.lines.map(\.index) == [0, 1, 2, 3, 5, 7, 8, 10, 13, 15])
    }

    /// A line of a hundred thousand `>` is read in one pass and drawn as eight quotes, not nested a hundred thousand deep.
    @Test func deepQuotesNestAtMostEightLevels() {
        let blocks = Self.document(String(repeating: ">", count: 100_000) + " deep", name: "q.md").lines.map(\.block)
        let eight = (0..<8).reduce(NoteBlock.paragraph(Self.plain("deep"))) { inner, _ in .quote(inner) }
        #expect(blocks == [eight])
    }

    /// A task in a quote toggles as any task: its line alone changes, the quote's marks kept.
    @Test func aTaskInAQuoteTogglesItsLineOnly() {
        let note = Array("> [!todo] Week\n> - [ ] call\n>> - [x] nested\n".utf8)
        #expect(CheckboxRewrite.toggled(note, line: 1, check: true).map { String(decoding: $0, as: UTF8.self) }
                == "> [!todo] Week\n> - [x] call\n>> - [x] nested\n")
        #expect(CheckboxRewrite.toggled(note, line: 2, check: false).map { String(decoding: $0, as: UTF8.self) }
                == "> [!todo] Week\n> - [ ] call\n>> - [ ] nested\n")
    }

    /// Past the lines kept for drawing, lines are counted and searched for a title and preview only: the first heading
    /// with words and the first other line with words are found however late, through lines without words of every kind.
    @Test func aTitleAndPreviewFarPastTheKeptLinesAreFound() {
        let wordless = ["", "#", "[](u)", "---", "<!-- a -->", "- ", "> ", "# \u{200B}", "  \t"]
        let filler = (0..<3_000).map { wordless[$0 % wordless.count] }.joined(separator: "\n")
        let late = Self.document(filler + "\nlate words\n## Late *title*\nmore\n", name: "late.md")
        #expect(late.summary.title == "Late title")
        #expect(late.summary.preview == "late words")
        #expect(late.summary.previewLine?.index == 3_000, "the preview keeps its line in the file")
        #expect(late.lines.count == NoteDocument.lineLimit)
        #expect(late.lines.count + late.linesLeftOut == 3_000 - 3_000 / wordless.count + 3, "a line holding only a comment is not a line of the body")
        let noHeading = Self.document(filler + "\nfirst\n" + filler + "\nsecond\n", name: "plain.md")
        #expect(noHeading.summary.title == "first")
        #expect(noHeading.summary.preview == "second")
        let text = Self.document(String(repeating: "  \n", count: 1_000) + "x (A) done\n(B) next\n", name: "late.txt")
        #expect(text.summary.title == "done", "a done task of priority A")
        #expect(text.summary.preview == "next")
    }

    /// The search reads at most `searchReadLimit` lines whole past the kept ones (blank lines, which cannot hold words,
    /// are not counted): half a million lines like `#` or `[](u)` are not read through, and words after that many
    /// lines without any are not looked for (the title is then the file name). Every line is counted all the same.
    @Test func theSearchReadsAtMostItsLimitOfLinesPastTheKeptOnes() {
        let wordless = ["#", "[](u)", "> #", "- ", "` `", "---", "\u{3000}"]
        /// `count` lines without words, each followed by a blank line.
        func filler(_ count: Int, of lines: [String] = wordless) -> String {
            (0..<count).map { lines[$0 % lines.count] + "\n\n" }.joined()
        }
        // The lines without words the search looks at: half the kept ones (the rest are blank), then the limit.
        let looked = NoteDocument.lineLimit / 2 + NoteDocument.searchReadLimit
        let within = Self.document(filler(looked - 2) + "# Late\nwords\n", name: "within.md")
        #expect(within.summary.title == "Late", "the heading is the last line but one the search reads")
        #expect(within.summary.preview == "words", "the preview the last line it reads")
        let past = Self.document(filler(looked) + "# Late\nwords\n", name: "past-the-limit.md")
        #expect(past.summary.title == "past-the-limit", "no heading or words among the lines read: the file name")
        #expect(past.summary.preview == "")
        #expect(past.summary.previewLine == nil)
        #expect(past.lines.count + past.linesLeftOut == 2 * looked + 2, "every line counted, blank ones too")
        // Once a heading is found, the lines only a heading could use are not read: `#` is not among the filler.
        let headingless = wordless.filter { $0 != "#" }
        #expect(Self.document("# Title\n" + filler(looked - 1, of: headingless) + "words\n", name: "a.md").summary.preview == "words")
        let titled = Self.document("# Title\n" + filler(looked, of: headingless) + "words\n", name: "titled.md")
        #expect(titled.summary.title == "Title")
        #expect(titled.summary.preview == "", "no words for a preview among the lines read")
    }

    /// Blank lines past the kept ones are counted, not kept; the last is left out when a newline ends the note, as a
    /// blank line among the kept is (a quote's blank line is a line of the quote: it stays).
    @Test func blankLinesPastTheKeptOnesAreCounted() {
        let blank = String(repeating: "\n", count: 700)
        #expect(Self.document(blank, name: "a.md").linesLeftOut == 200)
        #expect(Self.document(blank + "> \n", name: "a.md").linesLeftOut == 201)
        #expect(Self.document(blank + "> ", name: "a.md").linesLeftOut == 201)
        #expect(Self.document(blank + "x\n  \n", name: "a.md").linesLeftOut == 202)
        #expect(Self.document(blank + "```\n \n\t\n", name: "a.md").linesLeftOut == 203, "code lines of spaces are lines of code")
        let short = Self.document("a\n\n", name: "a.md")
        #expect(short.lines.count == 2 && short.linesLeftOut == 0)
    }

    /// A mark's byte followed by a combining mark is not that mark: the heading, quote, fence, callout and comment marks
    /// below are read as Swift reads their characters, in the kept lines and past them alike (`-->` joined by an accent
    /// does not close a comment, so the comment hides the last line too).
    @Test func aMarkJoinedByACombiningAccentIsNotAMark() {
        let lines = ["# \u{301}accent", "#\u{301} two", ">\u{301} quote", "> \u{301}inner", "```\u{301}", "<!\u{301}-- shown -->",
                     "> [\u{301}!todo] t", "<!-- x -->\u{301} y", "hidden"]
        let blocks = Self.document(lines.joined(separator: "\n"), name: "a.md").lines.map(\.block.plainText)
        #expect(blocks == ["# \u{301}accent", "#\u{301} two", ">\u{301} quote", " \u{301}inner", "```\u{301}", "<!\u{301}-- shown -->",
                           "[\u{301}!todo] t"])
        let late = Self.document(String(repeating: "\n", count: 600) + "# \u{301}not a heading\n#\u{301}\n# Heading\n", name: "b.md")
        #expect(late.summary.title == "Heading")
        #expect(late.summary.preview == "# \u{301}not a heading")
    }

    @Test(SharedFixtures.required) func todoTxtLinesShowDoneTasksAndPriorities() throws {
        let file = try NoteFile.read(NotesFolder.fixtures.appendingPathComponent("todo.txt").path)
        let blocks = NoteDocument(name: "todo.txt", path: "", file: file, isPinned: false).lines.map(\.block)
        #expect(blocks.first == .task(isDone: false, priority: "A", text: Self.plain("Call Mom @Phone +Family")))
        #expect(blocks[4] == .paragraph(Self.plain("Plan backyard herb garden @Home")))
        #expect(blocks.last == .task(isDone: true, priority: nil, text: Self.plain("Download Todo.txt mobile app @Phone")))
    }

    @Test func textFilesWithNulOrMuchInvalidUTF8AreBinary() {
        #expect(NoteFile.isText(Array("plain ✓ text".utf8)))
        #expect(NoteFile.isText(Array("a stray byte: ".utf8) + [0xFF] + Array(" is kept".utf8)))
        #expect(!NoteFile.isText([0x61, 0x00, 0x62]))
        #expect(!NoteFile.isText([UInt8](repeating: 0xFE, count: 16)))
    }

    /// A note of `text` named `name`, as read from a file.
    static func document(_ text: String, name: String) -> NoteDocument {
        let bytes = Array(text.utf8)
        let file = NoteFile(bytes: bytes, version: NoteVersion(size: bytes.count, modified: 0, hash: FNV1a.hash(bytes)), modified: NotesFolder.now)
        return NoteDocument(name: name, path: "", file: file, isPinned: false)
    }

    /// One plain run.
    static func plain(_ text: String) -> NoteInline { NoteInline(runs: [.init(text: text, isCode: false)]) }
}
