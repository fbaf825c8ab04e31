import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// A note or folder whose name is not UTF-8 is named among the skipped files, shown with U+FFFD, never silently
/// missing nor looked up by another name; every other note of the folder is read.
@Suite struct NonUTF8NameTests {
    @Test func aNoteAndAFolderNamedInLatin1AreSkippedByName() async throws {
        let folder = try NotesFolder()
        try folder.write("good.md", "# Good\n- [ ] task\n")
        let root = Array(folder.path.utf8) + [UInt8(ascii: "/")]
        try BytePathFiles.write(Array("# Bad name\n".utf8), to: root + Array("bad-".utf8) + [0xFF, 0xFE] + Array("-name.md".utf8))
        try BytePathFiles.makeFolder(root + Array("sub-".utf8) + [0xFF])
        try BytePathFiles.write(Array("# Inner\n".utf8), to: root + Array("sub-".utf8) + [0xFF] + Array("/inner.md".utf8))
        try BytePathFiles.write(Array("not a note".utf8), to: root + Array("other-".utf8) + [0xE9] + Array(".pdf".utf8))

        let entry = try await folder.entry(["recursive": .bool(true)])
        #expect(entry.notes.map(\.name) == ["good.md"])
        let reason = FolderNames.notUTF8Reason
        #expect(Set(entry.skipped.map { "\($0.name): \($0.reason)" }) == [
            "bad-\u{FFFD}\u{FFFD}-name.md: \(reason)", "sub-\u{FFFD}/: \(reason)",
        ], "named once each, a file that is no note left out")

        let flat = try await folder.entry()
        #expect(flat.skipped.map(\.name) == ["bad-\u{FFFD}\u{FFFD}-name.md"], "a folder not read is not named")
    }
}
