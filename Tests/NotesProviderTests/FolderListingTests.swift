import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import NotesProvider

/// A folder of more notes than one thread `stat`s is listed as one thread would list it.
@Suite struct FolderListingTests {
    /// 2,400 notes saved a second apart, with links to notes (their target's time), links to nothing (named, in the
    /// folder's order), a link to a folder named like a note (a note of the folder's time), a folder named like a
    /// note, hidden notes and other files among them: every note once with its time, every link to nothing named in
    /// the order the folder lists it, the folder named like a note walked only when recursive.
    @Test func aFolderOfThousandsIsListedWhole() async throws {
        let folder = try NotesFolder()
        let base = 1_795_359_600
        var expected: [String: Date] = [:]
        for index in 0..<2_400 {
            let name = "note-\(index).md"
            let file = open(folder.url.appendingPathComponent(name).path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            #expect(file >= 0 && write(file, "# Note", 6) == 6)
            var times = [timespec(tv_sec: base - index, tv_nsec: 0), timespec(tv_sec: base - index, tv_nsec: 0)]
            #expect(futimens(file, &times) == 0)
            close(file)
            expected[name] = Date(timeIntervalSince1970: Double(base - index))
        }
        for index in stride(from: 0, to: 2_400, by: 97) {
            #expect(symlink("note-\(index).md", folder.url.appendingPathComponent("link-\(index).markdown").path) == 0)
            expected["link-\(index).markdown"] = expected["note-\(index).md"]
            #expect(symlink("nowhere-\(index)", folder.url.appendingPathComponent("broken-\(index).md").path) == 0)
            try folder.write("other-\(index).pdf", "not a note")
            try folder.write(".hidden-\(index).md", "# Hidden")
        }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.md/inner"), withIntermediateDirectories: true)
        #expect(symlink("folder.md", folder.url.appendingPathComponent("to-folder.md").path) == 0)
        var info = stat()
        #expect(stat(folder.url.appendingPathComponent("folder.md").path, &info) == 0)
        expected["to-folder.md"] = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)

        // Listed on threads of their own: the listing waits for its threads, which no thread of Swift's pool may do.
        let path = folder.path
        let (listing, recursive) = try await BlockingWork.run {
            (try FolderListing.list(path, recursive: false, exclude: []), try FolderListing.list(path, recursive: true, exclude: ["broken-*"]))
        }
        let listed = Dictionary(listing.items.map { ($0.name, $0.modified) }, uniquingKeysWith: { first, _ in first })
        #expect(listing.items.count == expected.count && listed == expected)
        let broken = try Self.namesInFolderOrder(folder.path).filter { $0.hasPrefix("broken-") }
        #expect(broken.count == 25)
        #expect(listing.skipped == broken.map { SkippedNote(name: $0, reason: "a link to nothing (No such file or directory)") })
        #expect(listing.folders == [folder.path])
        #expect(recursive.folders == [folder.path, folder.path + "/folder.md", folder.path + "/folder.md/inner"])
        #expect(recursive.skipped.isEmpty && recursive.items.count == expected.count)
    }

    /// The names `readdir` gives, in its order.
    private static func namesInFolderOrder(_ path: String) throws -> [String] {
        guard let stream = opendir(path) else { throw POSIXError(.ENOENT) }
        defer { closedir(stream) }
        var names: [String] = []
        while let record = readdir(stream) {
            names.append(withUnsafeBytes(of: record.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }
}
