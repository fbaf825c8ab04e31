import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// A note with a second name (a hard link) keeps it through a toggle: a program writing through the other name
/// writes into the note the dashboard shows, not into an old copy cut off from it.
extension ToggleNoteTaskTests {
    @Test func aNoteWithASecondNameKeepsItAndAWriteThroughThatNameLandsInTheNote() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("log.md", "- [ ] tick me\n")
        let other = try TemporaryFolders.make().appendingPathComponent("other.md").path
        try #require(link(path, other) == 0, "a hard link: errno \(errno)")
        try await folder.toggle("log.md", line: 0).perform()
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_nlink == 2, "the note keeps its second name: \(info.st_nlink) names")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "- [x] tick me\n")
        let descriptor = open(other, O_WRONLY | O_APPEND | O_CLOEXEC)
        try #require(descriptor >= 0)
        _ = Array("a line through the other name\n".utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        #expect(try folder.bytes("log.md") == Array("- [x] tick me\na line through the other name\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["log.md"], "no temporary file is left")
    }
}
