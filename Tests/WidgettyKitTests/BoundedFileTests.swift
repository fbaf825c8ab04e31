import Foundation
import Testing
import WidgettyKit

/// Reading files anyone could have put anything at: regular files only, through symlinks, within a limit.
@Suite struct BoundedFileTests {
    /// A fresh folder holding what `make` puts in it.
    func folder(_ make: (URL) throws -> Void) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try make(url)
        return url
    }

    @Test func aFileWithinTheLimitIsReadWholeAndAMissingOneIsNil() throws {
        let dir = try folder { try Data("hello".utf8).write(to: $0.appendingPathComponent("a.txt")) }
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try BoundedFile.data(at: dir.appendingPathComponent("a.txt"), limit: 5) == Data("hello".utf8))
        #expect(try BoundedFile.data(at: dir.appendingPathComponent("missing.txt"), limit: 5) == nil)
        #expect(try BoundedFile.data(at: dir.appendingPathComponent("a.txt/below"), limit: 5) == nil, "a path through a file")
    }

    /// A file of many reads' worth (the reads go 64 KB at a time) comes back whole and in order, up to its limit.
    @Test func aFileOfManyReadsIsReadWholeUpToItsLimit() throws {
        let contents = (0..<200_003).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        let dir = try folder { try Data(contents).write(to: $0.appendingPathComponent("long")) }
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("long").path
        #expect(try BoundedFile.bytes(atPath: path, limit: contents.count) == contents)
        #expect(throws: BoundedFile.Refusal.tooLarge(limit: contents.count - 1)) { try BoundedFile.bytes(atPath: path, limit: contents.count - 1) }
        #expect(try BoundedFile.prefix(atPath: path, count: 70_000) == Array(contents.prefix(70_000)))
    }

    /// A sparse file of 64 GiB says its size but only the prefix asked for is read, and room is made for that only.
    @Test func aHugeSparseFileGivesOnlyThePrefixAskedFor() throws {
        let dir = try folder { try Data("head".utf8).write(to: $0.appendingPathComponent("sparse")) }
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("sparse").path
        #expect(truncate(path, 1 << 36) == 0, "the file system takes a sparse file of 64 GiB")
        #expect(try BoundedFile.prefix(atPath: path, count: 6) == Array("head".utf8) + [0, 0])
        #expect(throws: BoundedFile.Refusal.tooLarge(limit: 1 << 20)) { try BoundedFile.bytes(atPath: path, limit: 1 << 20) }
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let dir = try folder { try Data(repeating: 0x41, count: 6).write(to: $0.appendingPathComponent("big")) }
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: BoundedFile.Refusal.tooLarge(limit: 5)) { try BoundedFile.data(at: dir.appendingPathComponent("big"), limit: 5) }
    }

    /// A file whose size says nothing (/proc says 0) is read past the first page, whole, and refused past the limit; a
    /// large regular file is read whole in one buffer of its size.
    @Test func aFileWhoseSizeSaysNothingIsReadWholeAndStillLimited() throws {
        let maps = try #require(try BoundedFile.bytes(atPath: "/proc/self/maps", limit: 1 << 20))
        let text = String(decoding: maps, as: UTF8.self)
        #expect(maps.count > 4096 && text.hasSuffix("\n") && text.contains("[stack]"), "read \(maps.count) bytes:\n\(text)")
        #expect(throws: BoundedFile.Refusal.tooLarge(limit: 4097)) { try BoundedFile.bytes(atPath: "/proc/self/maps", limit: 4097) }
        let content = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let dir = try folder { try content.write(to: $0.appendingPathComponent("large")) }
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try BoundedFile.data(at: dir.appendingPathComponent("large"), limit: 300_000) == content)
    }

    @Test func aSymlinkIsFollowedToItsFile() throws {
        let dir = try folder { dir in
            try Data("target".utf8).write(to: dir.appendingPathComponent("target.ics"))
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.ics").path, withDestinationPath: "target.ics")
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try BoundedFile.data(at: dir.appendingPathComponent("link.ics"), limit: 100) == Data("target".utf8))
    }

    @Test func foldersFIFOsAndDevicesAreRefusedWithoutBlocking() throws {
        let dir = try folder { dir in
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: false)
            #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o600) == 0)
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in [dir.appendingPathComponent("sub"), dir.appendingPathComponent("pipe"), URL(fileURLWithPath: "/dev/zero")] {
            #expect(throws: BoundedFile.Refusal.notRegularFile, "\(path.path)") { try BoundedFile.data(at: path, limit: 100) }
        }
    }
}
