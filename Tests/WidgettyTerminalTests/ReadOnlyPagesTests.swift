import Testing
import WidgettyKit
@testable import WidgettyTerminal

/// Handing back unmaps the read-only pages of files (code) and nothing the process wrote: the file
/// pages it keeps mapped fall, and what it wrote to its writable segment and its heap reads back the same.
@Suite struct ReadOnlyPagesTests {
    /// Written before the hand-back, in the executable's writable segment, whose file holds 1.
    nonisolated(unsafe) private static var written = 1

    /// A field of `/proc/self/smaps_rollup` in kB, the totals of every mapping.
    private func rollup(_ field: String) throws -> Int {
        let bytes = try #require(try BoundedFile.prefix(atPath: "/proc/self/smaps_rollup", count: 1 << 16))
        let line = try #require(String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("\(field):") })
        return try #require(Int(line.dropFirst(field.count + 1).split(separator: " ").first ?? ""), "\(line)")
    }

    @Test func filesPagesAreUnmappedAndWhatTheProcessWroteIsKept() throws {
        Self.written = 42
        let heap = Array(0..<100_000)
        let fileBefore = try rollup("Rss") - rollup("Anonymous")
        let advised = ReadOnlyPages.handBack()
        let fileAfter = try rollup("Rss") - rollup("Anonymous")
        #expect(advised > 1 << 20, "read-only segments advised: \(advised) bytes")
        #expect(fileAfter < fileBefore / 2, "pages of files mapped: \(fileBefore) kB before, \(fileAfter) kB after")
        #expect(Self.written == 42 && heap.elementsEqual(0..<100_000), "what the process wrote is kept")
    }
}
