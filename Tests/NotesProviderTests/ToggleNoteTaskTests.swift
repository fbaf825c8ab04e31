import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// Ticking a task box rewrites that one line and nothing else, atomically, and never over an edit made meanwhile.
@Suite struct ToggleNoteTaskTests {
    @Test func aToggleChangesOnlyTheBoxKeepingCRLFAndTheMissingFinalNewline() async throws {
        let folder = try NotesFolder()
        let text = "# Todo\r\n- [ ] 牛乳\r\n  - [✓] 醤油\r\n- [ ]\r\nlast line without newline"
        try folder.write("todo.md", text)
        try await folder.toggle("todo.md", line: 1).perform()
        #expect(try folder.bytes("todo.md") == Array("# Todo\r\n- [x] 牛乳\r\n  - [✓] 醤油\r\n- [ ]\r\nlast line without newline".utf8))
        try await folder.toggle("todo.md", line: 2).perform()
        #expect(try folder.bytes("todo.md") == Array("# Todo\r\n- [x] 牛乳\r\n  - [ ] 醤油\r\n- [ ]\r\nlast line without newline".utf8))
        try await folder.toggle("todo.md", line: 3).perform()
        #expect(try folder.bytes("todo.md") == Array("# Todo\r\n- [x] 牛乳\r\n  - [ ] 醤油\r\n- [x]\r\nlast line without newline".utf8),
                "an empty task too")
    }

    @Test func anOrderedListsTaskIsToggledKeepingItsNumber() async throws {
        let folder = try NotesFolder()
        try folder.write("list.md", "1. [ ] buy milk\r\n2) [X] **bread**\n   10. [ ] nested `code`\n")
        try await folder.toggle("list.md", line: 0).perform()
        #expect(try folder.bytes("list.md") == Array("1. [x] buy milk\r\n2) [X] **bread**\n   10. [ ] nested `code`\n".utf8))
        try await folder.toggle("list.md", line: 1).perform()
        #expect(try folder.bytes("list.md") == Array("1. [x] buy milk\r\n2) [ ] **bread**\n   10. [ ] nested `code`\n".utf8))
        try await folder.toggle("list.md", line: 2).perform()
        #expect(try folder.bytes("list.md") == Array("1. [x] buy milk\r\n2) [ ] **bread**\n   10. [x] nested `code`\n".utf8))
    }

    @Test func theModeIsKeptAndNoTemporaryFileIsLeft() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("todo.md", "- [ ] one\n")
        #expect(chmod(path, 0o640) == 0)
        try await folder.toggle("todo.md", line: 0).perform()
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.md"])
    }

    @Test func anEditOnDiskBetweenReadingAndTheToggleIsNeverOverwritten() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("todo.md", "- [ ] one\n- [ ] two\n")
        let stale = try await folder.toggle("todo.md", line: 0)
        try saveInPlace("- [ ] one\n- [ ] two\n- [ ] three, added in the editor\n", to: path)
        await #expect(throws: WidgetProblem("todo.md changed on disk since it was shown; it is shown afresh, so toggle again", isRetryable: false)) {
            try await stale.perform()
        }
        #expect(try folder.bytes("todo.md") == Array("- [ ] one\n- [ ] two\n- [ ] three, added in the editor\n".utf8))
        try await folder.toggle("todo.md", line: 0).perform()
        #expect(try folder.bytes("todo.md") == Array("- [x] one\n- [ ] two\n- [ ] three, added in the editor\n".utf8), "both edits survive")
    }

    @Test func aSymlinkedNoteIsWrittenThroughToItsTarget() async throws {
        let folder = try NotesFolder()
        let elsewhere = try TemporaryFolders.make().appendingPathComponent("real.md")
        try saveInPlace("- [ ] linked\n", to: elsewhere.path)
        let link = folder.url.appendingPathComponent("linked.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere.path)
        try await folder.toggle("linked.md", line: 0).perform()
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "- [x] linked\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == elsewhere.path, "the link stays a link")
    }

    @Test func aReadOnlyNoteSaysSoAndIsNotWritten() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("todo.md", "- [ ] one\n")
        #expect(chmod(path, 0o444) == 0)
        let toggle = try await folder.toggle("todo.md", line: 0)
        await #expect(throws: WidgetProblem("todo.md is read-only; nothing was changed (make it writable to tick its tasks here)", isRetryable: false)) {
            try await toggle.perform()
        }
        #expect(try folder.bytes("todo.md") == Array("- [ ] one\n".utf8))
    }

    @Test func onlyABoxInTheStateShownIsFlipped() {
        let bytes = Array("- [x] done\nplain\n".utf8)
        #expect(CheckboxRewrite.toggled(bytes, line: 0, check: true) == nil, "already ticked")
        #expect(CheckboxRewrite.toggled(bytes, line: 1, check: true) == nil, "no box on that line")
        #expect(CheckboxRewrite.toggled(bytes, line: 7, check: true) == nil, "no such line")
    }
}
