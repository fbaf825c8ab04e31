import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import NotesProvider

/// A note tile reads only as much of its note as it draws: the lines a tile of its height can show, each at most
/// `NoteDocument.lineByteLimit` bytes (nine notes of a megabyte each took the debug build past the 15 s timeout).
@Suite struct NoteTileReadingTests {
    /// A long note's tile reads a line past what its height can show (and the heading and blank lines at the top), not
    /// the 500 lines it once read; the "+N more" still counts the lines it does not show among those 500.
    @Test func aLongNotesTileReadsTheLinesItCanShow() async throws {
        let folder = try NotesFolder()
        try folder.write("long.md", "# Long\n\n" + (1...20_000).map { "- [ ] task \($0) with *words*\n" }.joined())
        for family in [WidgetFamily.small, .large] {
            let entry = try await folder.entry(["show": .string("note")], family: family)
            let document = try #require(entry.document)
            let rows = NotesFolder.context(family).displaySize.rows
            #expect(document.lines.count <= rows + 3, "\(family): \(document.lines.count) lines read for a tile of \(rows) rows")
            let drawn = NotesFolder.lines(folder.widget(["show": .string("note")]), entry, family: family)
            #expect(drawn.contains { $0.contains("+\(NoteDocument.lineLimit - 2 - (drawn.filter { $0.contains("☐") }.count)) more") },
                    "\(drawn)")
        }
        let list = try await folder.entry(["show": .string("list")], family: .large)
        #expect(list.document?.lines.isEmpty == true, "a list draws no note's lines: none are read")
        #expect(list.notes.first?.preview == "task 1 with words")
    }

    /// A line of a megabyte is read as far as `lineByteLimit` bytes: its marks, its words for the title and what the
    /// tile draws of it (2,000 characters at most, on four rows at most).
    @Test func aLineIsReadAsFarAsItsByteLimit() async throws {
        let folder = try NotesFolder()
        try folder.write("a.md", String(repeating: "a*", count: 1 << 19))
        let entry = try await folder.entry(["show": .string("note")], family: .large)
        let document = try #require(entry.document)
        let line = try #require(document.lines.first)
        #expect(line.block.plainText.utf8.count <= NoteDocument.lineByteLimit)
        #expect(line.block.plainText.utf8.count >= NoteDocument.lineByteLimit / 2, "every other mark is emphasis")
        #expect(document.summary.title.count == NoteDocument.lineCharacterLimit)
        let nested = String(repeating: "[", count: 50_000) + "x" + String(repeating: "](u)", count: 50_000)
        let cut = NoteParsingTests.document(nested, name: "nested.md").lines.first?.block.plainText
        #expect(cut == String(repeating: "[", count: NoteDocument.lineByteLimit), "the labels' ends lie past the bytes read")
        let short = String(repeating: "[", count: 1_000) + "*x*" + String(repeating: "](u)", count: 1_000)
        #expect(NoteParsingTests.document(short, name: "short.md").lines.first?.block == .paragraph(NoteInline(runs: [NoteInline.Run(text: "x", isEmphasis: true)])),
                "a line within the limit is read whole")
    }

    /// A task far down a long note is toggled as one near the top: the tile draws its box only when it can show it.
    @Test func aTaskInALongNoteToggles() async throws {
        let folder = try NotesFolder()
        try folder.write("long.md", "# Long\n- [ ] first\n" + (1...5_000).map { "- [ ] task \($0)\n" }.joined())
        try await folder.toggle("long.md", line: 1).perform()
        let bytes = try folder.bytes("long.md")
        #expect(String(decoding: bytes.prefix(22), as: UTF8.self) == "# Long\n- [x] first\n- [")
        let entry = try await folder.entry(["show": .string("note"), "note": .string("long.md")], family: .large)
        let regions = HitRegions()
        let drawn = NotesFolder.lines(folder.widget(["show": .string("note")]), entry, family: .large, regions: regions)
        #expect(drawn.contains { $0.contains("☑ first") })
        let toggles = regions.regions.filter { if case .toggle = $0.action { true } else { false } }
        #expect(toggles.count == drawn.filter { $0.contains("☐") || $0.contains("☑") }.count, "every box drawn toggles")
    }
}
