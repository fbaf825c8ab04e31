import Glibc
import Testing
import WidgettyKit

/// Reading a descriptor to its end or to a limit, whatever size the first read expected.
@Suite struct DescriptorReadingTests {
    /// A pipe holding `bytes`, its writing end closed: what is read is all there is.
    func pipe(holding bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        try #require(written == bytes.count, "a pipe holds \(bytes.count) bytes")
        return ends[0]
    }

    @Test(arguments: [1, 5, 4096, 50_000])
    func everythingComesWhateverTheFirstReadExpected(expected: Int) throws {
        let contents = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let descriptor = try pipe(holding: contents)
        defer { close(descriptor) }
        let read = DescriptorReading.bytes(from: descriptor, upTo: 1 << 20, expected: expected)
        #expect(read.error == nil)
        #expect(read.bytes == contents)
    }

    @Test func noMoreThanTheLimitIsRead() throws {
        let descriptor = try pipe(holding: Array(repeating: 7, count: 10_000))
        defer { close(descriptor) }
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 9_999, expected: 10_001).bytes.count == 9_999)
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 5).bytes == [7], "the rest is still there to read")
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 0).bytes.isEmpty)
    }

    @Test func anEmptySourceAndANegativeLimitGiveNothing() throws {
        let descriptor = try pipe(holding: [])
        defer { close(descriptor) }
        #expect(DescriptorReading.bytes(from: descriptor, upTo: 100).bytes.isEmpty)
        #expect(DescriptorReading.bytes(from: descriptor, upTo: -1, expected: -5).bytes.isEmpty)
    }

    @Test func aFailedReadGivesItsErrorNumber() {
        let read = DescriptorReading.bytes(from: -1, upTo: 100)
        #expect(read.error == EBADF)
        #expect(read.bytes.isEmpty)
    }
}
