import Foundation
import Glibc
import Testing
import WidgettyKit

/// Reading a descriptor to its end or to a limit, whatever size the first read expected.
@Suite struct DescriptorReadingTests {
    /// A file holding `bytes`, opened to read (a file, not a pipe: a pipe's room can be a single page, and writing
    /// more before anything reads would wait for ever).
    func file(holding bytes: [UInt8]) throws -> Int32 {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0, "the file just written opens")
        return descriptor
    }

    @Test(arguments: [0, 1, 5, 4096, 19_999, 20_000, 50_000])
    func everythingComesWhateverSizeTheFirstReadExpected(size: Int) throws {
        let contents = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let descriptor = try file(holding: contents)
        defer { close(descriptor) }
        let read = DescriptorReading.bytes(from: descriptor, upTo: 1 << 20, size: size)
        #expect(read.error == nil)
        #expect(read.bytes == contents)
    }

    @Test func noMoreThanTheLimitIsRead() throws {
        let descriptor = try file(holding: Array(repeating: 7, count: 10_000))
        defer { close(descriptor) }
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 9_999, size: 10_000).bytes.count == 9_999)
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 5).bytes == [7], "the rest is still there to read")
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 0).bytes.isEmpty)
    }

    @Test func aPipeIsReadToItsEnd() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        // Less than a page: a pipe takes that much whatever room the system gives it.
        let contents = Array("a line\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 3_000)
        let written = contents.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        try #require(written == contents.count)
        #expect(DescriptorReading.bytes(from: ends[0], upTo: 1 << 20).bytes == contents)
    }

    @Test func anEmptySourceAndANegativeLimitGiveNothing() throws {
        let descriptor = try file(holding: [])
        defer { close(descriptor) }
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 100).bytes.isEmpty)
        #expect(DescriptorReading.bytes(from: descriptor, upTo: -1, size: -5).bytes.isEmpty)
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 100, size: Int.max).bytes.isEmpty, "no overflow")
    }

    @Test func aFailedReadGivesItsErrorNumber() {
        let read = DescriptorReading.bytes(from: -1, upTo: 100)
        #expect(read.error == EBADF)
        #expect(read.bytes.isEmpty)
    }

    /// /proc/sys's numbers say their size is 0 and answer only a first read: asked a page at once, they come whole.
    @Test func aProcFileThatAnswersOnlyItsFirstReadComesWhole() throws {
        let path = "/proc/sys/kernel/pid_max"
        guard access(path, R_OK) == 0 else {
            Issue.record("\(path) cannot be read here; nothing to check")
            return
        }
        let read = try #require(try BoundedFile.prefix(atPath: path, count: 65_536))
        let text = String(decoding: read, as: UTF8.self)
        #expect(text.hasSuffix("\n") && Int(text.dropLast()) != nil, "the whole number and its line break, not \(text.debugDescription)")
    }
}
