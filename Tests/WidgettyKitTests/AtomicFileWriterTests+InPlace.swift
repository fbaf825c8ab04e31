import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import WidgettyKit

/// A file a rename would cut off from what it shares (a second name, extended attributes) is edited in place, under
/// the same lease and checks: every name sees the edit, and what other programs write through any name is kept.
extension AtomicFileWriterTests {
    private typealias SetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
    private typealias GetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int

    /// The device and inode `path` names, and how many names that file has.
    static func identity(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "stat failed: errno \(errno)" }
        return "\(info.st_dev):\(info.st_ino), \(info.st_nlink) names"
    }

    @Test func aFileWithASecondNameIsEditedInPlaceSoBothNamesSeeTheEdit() async throws {
        let path = try file("- [ ] one\n")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let other = folder + "/other.md"
        try #require(link(path, other) == 0, "a hard link: errno \(errno)")
        let before = Self.identity(path)
        let result = await BlockingWork.run { Self.outcome(path) { _, _ in Array("- [x] one\n".utf8) } }
        #expect(result == "applied")
        #expect(Self.identity(path) == before, "the same file, both names kept")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "- [x] one\n", "the other name sees the edit")
        Self.append("a line through the other name\n", to: other)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [x] one\na line through the other name\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["note.md", "other.md"], "no temporary file is left")
    }

    @Test func aWriteThroughTheSecondNameDuringAnInPlaceEditMakesItBackOffAndItsLineLands() async throws {
        let path = try file("- [ ] one\n")
        let other = path + ".other"
        try #require(link(path, other) == 0, "a hard link: errno \(errno)")
        let result = await edit(path) { Self.append("a line through the other name\n", to: other) }
        #expect(result.hasPrefix("changedMeanwhile; the other finished"), "\(result)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [ ] one\na line through the other name\n", "\(result)")
        #expect(Self.identity(path).hasSuffix("2 names"))
    }

    @Test func anInPlaceEditThatShortensTheFileCutsItToTheNewLength() async throws {
        let path = try file("- [✓] one\n- [ ] two\n")
        try #require(link(path, path + ".other") == 0, "a hard link: errno \(errno)")
        for leasing in [true, false] {
            try saveInPlace("- [✓] one\n- [ ] two\n", to: path)
            let result = await BlockingWork.run { Self.outcome(path, leasing: leasing) { _, _ in Array("- [ ] one\n- [ ] two\n".utf8) } }
            #expect(result == "applied", "leasing: \(leasing)")
            #expect(try String(contentsOfFile: path + ".other", encoding: .utf8) == "- [ ] one\n- [ ] two\n", "leasing: \(leasing)")
        }
    }

    @Test func aFileWithExtendedAttributesKeepsThem() async throws {
        let path = try file("- [ ] one\n")
        let handle = UnsafeMutableRawPointer(bitPattern: 0)
        let set = try #require(dlsym(handle, "setxattr").map { unsafeBitCast($0, to: SetAttribute.self) })
        let get = try #require(dlsym(handle, "getxattr").map { unsafeBitCast($0, to: GetAttribute.self) })
        let value = Array("kept".utf8)
        let setting = value.withUnsafeBytes { set(path, "user.widgetty-test", $0.baseAddress!, $0.count, 0) }
        try #require(setting == 0, "a user attribute on the test's own file (ext4, tmpfs and btrfs allow them): errno \(errno)")
        let result = await BlockingWork.run { Self.outcome(path) { _, _ in Array("- [x] one\n".utf8) } }
        #expect(result == "applied")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [x] one\n")
        var read = [UInt8](repeating: 0, count: 16)
        let count = read.withUnsafeMutableBytes { get(path, "user.widgetty-test", $0.baseAddress, $0.count) }
        #expect(count == value.count && Array(read.prefix(max(count, 0))) == value, "the attribute after the edit: \(count) bytes, errno \(errno)")
    }

    @Test func aFileWhoseOwnerANewFileCouldNotBeGivenIsWrittenInPlace() {
        #expect(InPlaceRewrite.mayGive(owner: 1000, group: 100, asUser: 1000, groups: [1000, 100]), "its own file, a group of its own")
        #expect(!InPlaceRewrite.mayGive(owner: 1001, group: 100, asUser: 1000, groups: [1000, 100]), "another user's note, shared by group")
        #expect(!InPlaceRewrite.mayGive(owner: 1000, group: 200, asUser: 1000, groups: [1000, 100]), "its own file in a group it left")
        #expect(InPlaceRewrite.mayGive(owner: 1001, group: 200, asUser: 0, groups: [0]), "root gives any owner")
    }

    @Test func aRenameSaveKeepsTheSetIDBitsOfTheMode() async throws {
        let path = try file("- [ ] one\n")
        try #require(chmod(path, 0o6755) == 0)
        let result = await BlockingWork.run { Self.outcome(path) { _, _ in Array("- [x] one\n".utf8) } }
        #expect(result == "applied")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o6755, "mode now \(String(info.st_mode & 0o7777, radix: 8))")
    }
}
