import Testing
import WidgettyKit
@testable import NotesProvider

/// A note holding bytes that are not UTF-8 (a stray byte, an old Latin-1 `é`) is read as if each invalid sequence were
/// one U+FFFD: every other line, break and task as written; a task toggles, and the file keeps its bytes.
@Suite struct InvalidUTF8NoteTests {
    /// The lines read from a note of `bytes`, as a tile shows them.
    private func blocks(_ bytes: [UInt8]) -> [NoteBlock] {
        let file = NoteFile(bytes: bytes, version: NoteVersion(size: bytes.count, modified: 0, hash: FNV1a.hash(bytes)), modified: NotesFolder.now)
        return NoteDocument(name: "d.md", path: "", file: file, isPinned: false).lines.map(\.block)
    }

    /// A task line's block.
    private func task(_ text: String, isChecked: Bool = false) -> NoteBlock {
        .checkbox(depth: 0, number: nil, isChecked: isChecked, text: NoteParsingTests.plain(text))
    }

    @Test func linesAfterAnInvalidByteAreReadAsWritten() {
        let note = Array("# Title ".utf8) + [0xFF, 0xFE] + Array("\n- [ ] after one\n- [ ] after two\nend line\n".utf8)
        #expect(blocks(note) == [
            .heading(level: 1, text: NoteParsingTests.plain("Title \u{FFFD}\u{FFFD}")),
            task("after one"), task("after two"), .paragraph(NoteParsingTests.plain("end line")),
        ])
    }

    @Test func aLatin1LetterIsOneReplacementAndItsLineKeepsTheRest() {
        let note = Array("# Latin1 caf".utf8) + [0xE9] + Array("\r\n- [ ] first ".utf8) + [0xFF] + Array(" task\r\n- [x] t".utf8) + [0xE2]
            + Array("che\r\nend\r\n".utf8)
        #expect(blocks(note) == [
            .heading(level: 1, text: NoteParsingTests.plain("Latin1 caf\u{FFFD}")),
            task("first \u{FFFD} task"), task("t\u{FFFD}che", isChecked: true), .paragraph(NoteParsingTests.plain("end")),
        ])
    }

    /// Toggling a task below an invalid byte, and one on a line holding one after its box, changes the box alone: the
    /// invalid bytes are kept byte for byte.
    @Test func aToggleKeepsEveryOtherByteTheInvalidOnesToo() async throws {
        let folder = try NotesFolder()
        let before = Array("# Title ".utf8) + [0xFF, 0xFE] + Array("\n- [ ] after one\r\n- [ ] caf".utf8) + [0xE9] + Array("\nend".utf8)
        try folder.write("d.md", bytes: before)
        try await folder.toggle("d.md", line: 1).perform()
        let once = Array("# Title ".utf8) + [0xFF, 0xFE] + Array("\n- [x] after one\r\n- [ ] caf".utf8) + [0xE9] + Array("\nend".utf8)
        #expect(try folder.bytes("d.md") == once)
        try await folder.toggle("d.md", line: 2).perform()
        #expect(try folder.bytes("d.md") == Array("# Title ".utf8) + [0xFF, 0xFE] + Array("\n- [x] after one\r\n- [x] caf".utf8) + [0xE9] + Array("\nend".utf8))
    }
}
