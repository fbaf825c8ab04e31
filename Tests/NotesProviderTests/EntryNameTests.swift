import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import NotesProvider

/// A folder entry's name read on its bytes is hidden, and a note, exactly when its `String` is by the listing's rules.
@Suite struct EntryNameTests {
    /// Names where the bytes and the characters could disagree: case, a dot joined to a combining mark or to a
    /// prepended character (U+0600), the Kelvin sign (lowercased to an ASCII k), bytes that are not UTF-8, dots first
    /// and last.
    static let names: [[UInt8]] = [
        "a.md", "a.MD", "a.Md", "b.markdown", "b.MarkDown", "c.txt", "c.TXT", "d.mdx", "e.pdf", "md", ".md", "..md", ".",
        "a.", "a..md", "plain", "a.md.bak", "a.tx", "a.txt ", " .md", "a.m d",
        "a\u{0600}.md", "a.\u{0301}md", "a.md\u{0301}", ".\u{0301}a.md", ".\u{0301}", "x.mar\u{212A}down", "x.\u{212A}", "会議.md",
        "会議.MD", "メモ.\u{FF4D}\u{FF44}",
    ].map { Array($0.utf8) } + [[0xFF, 0x2E, 0x6D, 0x64], [0x61, 0x2E, 0xFF, 0x6D, 0x64], [0x2E, 0xC3], [0x61, 0x2E, 0x6D, 0x64, 0xC3]]

    @Test func bytesDecideAsTheNamesStringDoes() {
        for bytes in Self.names {
            let name = String(decoding: bytes, as: UTF8.self)
            bytes.withUnsafeBytes { raw in
                #expect(EntryName.isHidden(raw) == name.hasPrefix("."), "hidden: \(name.debugDescription)")
                #expect(EntryName.hasNoteExtension(raw) == FolderListing.extensions.contains(FolderListing.extensionOf(name)),
                        "note: \(name.debugDescription)")
            }
        }
    }

    /// A folder holding a file of each name lists exactly the UTF-8 names the `String` rules call visible notes.
    @Test func aFolderOfSuchNamesListsTheNotesTheRulesName() async throws {
        let folder = try NotesFolder()
        var expected: Set<String> = []
        for bytes in Self.names where !bytes.contains(0x2F) && bytes != [0x2E] && bytes != [0x2E, 0x2E] {
            let path = Array(folder.path.utf8) + [0x2F] + bytes + [0]
            let file = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644) } }
            #expect(file >= 0, "created \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            close(file)
            let name = String(decoding: bytes, as: UTF8.self)
            // A name that is not UTF-8 is looked up by its repaired spelling, which names no file: not listed (as before).
            let isUTF8 = String(validating: bytes, as: UTF8.self) != nil
            if isUTF8, !name.hasPrefix("."), FolderListing.extensions.contains(FolderListing.extensionOf(name)) { expected.insert(name) }
        }
        let path = folder.path
        let listing = try await BlockingWork.run { try FolderListing.list(path, recursive: false, exclude: []) }
        #expect(Set(listing.items.map(\.name)) == expected && listing.items.count == expected.count, "listed \(listing.items.map(\.name).sorted()), expected \(expected.sorted())")
        #expect(expected.contains("x.mar\u{212A}down") && expected.contains("会議.MD"))
    }
}
