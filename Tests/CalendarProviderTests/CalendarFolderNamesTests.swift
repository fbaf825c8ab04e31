import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CalendarProvider

/// A calendar file in a folder source whose name is not UTF-8 is named as skipped; the folder's other files are read.
@Suite struct CalendarFolderNamesTests {
    @Test func aFileNamedInLatin1IsSkippedByNameAndTheOthersAreRead() async throws {
        let folder = try TemporaryFolders.make()
        let root = Array(folder.path.utf8) + [UInt8(ascii: "/")]
        let one = ICS.calendar(["UID:a", "SUMMARY:One", "DTSTART;TZID=Asia/Tokyo:20261124T100000"])
        let two = ICS.calendar(["UID:b", "SUMMARY:Two", "DTSTART;TZID=Asia/Tokyo:20261124T110000"])
        try BytePathFiles.write(Array(one.utf8), to: root + Array("good.ics".utf8))
        try BytePathFiles.write(Array(two.utf8), to: root + [0xFF] + Array(".ics".utf8))
        let provider = CalendarProviderTests.provider([["path": .string(folder.path)]])
        let entry = try #require(try await provider.timeline(in: CalendarProviderTests.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.map(\.title) == ["One"])
        #expect(entry.problems.isEmpty)
        #expect(entry.leftOut == ["\(folder.lastPathComponent): \"\u{FFFD}.ics\": \(FolderNames.notUTF8Reason)"])
    }

    /// A FIFO named like a calendar beside a calendar: the calendar is read, the FIFO named as skipped (it hid the
    /// whole folder); a folder holding only the FIFO says why it shows nothing.
    @Test func aFileThatCannotBeReadIsSkippedByNameAndTheOthersAreRead() async throws {
        let folder = try TemporaryFolders.make()
        try ICS.calendar(["UID:a", "SUMMARY:One", "DTSTART;TZID=Asia/Tokyo:20261124T100000"])
            .write(to: folder.appendingPathComponent("a.ics"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("z.ics").path, 0o600) == 0)
        let provider = CalendarProviderTests.provider([["path": .string(folder.path)]])
        let entry = try #require(try await provider.timeline(in: CalendarProviderTests.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.map(\.title) == ["One"])
        #expect(entry.leftOut == ["\(folder.lastPathComponent): z.ics is not a regular file"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.ics"))
        await #expect(throws: WidgetProblem("\(folder.lastPathComponent): z.ics is not a regular file")) {
            try await provider.timeline(in: CalendarProviderTests.context("2026-11-24T00:00:00Z"))
        }
    }

    @Test func aFolderOfOnlyFilesNamedInLatin1SaysWhy() async throws {
        let folder = try TemporaryFolders.make()
        try BytePathFiles.write(Array(ICS.calendar(["UID:a", "SUMMARY:One"]).utf8), to: Array(folder.path.utf8) + [UInt8(ascii: "/"), 0xE9] + Array(".ics".utf8))
        await #expect(throws: WidgetProblem("\(folder.lastPathComponent) holds no readable .ics files: \"\u{FFFD}.ics\": \(FolderNames.notUTF8Reason)")) {
            try await CalendarProviderTests.provider([["path": .string(folder.path)]]).timeline(in: CalendarProviderTests.context("2026-11-24T00:00:00Z"))
        }
    }
}
