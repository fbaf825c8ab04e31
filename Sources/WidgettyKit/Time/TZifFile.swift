/// A compiled zone file of the system's tz database (RFC 8536's TZif, versions 1 to 4).
///
/// Read here because Foundation reads these only through ICU, which costs the binary 34 MB;
/// the format is a short header, arrays of big-endian integers and a POSIX rule for the years after.
struct TZifFile: Equatable, Sendable {
    /// A local time type: its offset east of UTC, whether it is daylight-saving time, its abbreviation.
    struct LocalTimeType: Equatable, Sendable {
        var offset: Int
        var isDaylightSaving: Bool
        var abbreviation: String
    }

    /// Instants (seconds since the epoch, UTC) at which local time changes, ascending.
    var transitions: [Int64]
    /// For each transition, the index in `types` of the time that starts there.
    var transitionTypes: [Int]
    /// The local time types; before the first transition, the first of them is in force.
    var types: [LocalTimeType]
    /// The rule for instants after the last transition, from the file's footer (versions 2 and up).
    var footer: POSIXZoneRule?

    /// Why bytes are not a zone file.
    enum Problem: Error, Equatable {
        case notTZif
        case truncated
        case inconsistent(String)
    }

    /// Parses `bytes`.
    init(_ bytes: [UInt8]) throws(Problem) {
        var reader = ByteReader(bytes: bytes)
        let first = try Header(&reader)
        guard first.version >= 2 else {
            (transitions, transitionTypes, types) = try Self.block(&reader, header: first, timeSize: 4)
            footer = nil
            return
        }
        try reader.skip(first.blockSize(timeSize: 4))
        let second = try Header(&reader)
        (transitions, transitionTypes, types) = try Self.block(&reader, header: second, timeSize: 8)
        guard try reader.byte() == UInt8(ascii: "\n") else { throw .inconsistent("no footer") }
        var footerBytes: [UInt8] = []
        while true {
            let byte = try reader.byte()
            if byte == UInt8(ascii: "\n") { break }
            footerBytes.append(byte)
        }
        // An empty footer means no rule is known past the last transition.
        footer = footerBytes.isEmpty ? nil : POSIXZoneRule(String(decoding: footerBytes, as: UTF8.self))
    }

    /// The counts that open each data block.
    private struct Header {
        var version: Int
        var utIndicators: Int, standardIndicators: Int, leapSeconds: Int, transitions: Int, types: Int, characters: Int

        init(_ reader: inout ByteReader) throws(Problem) {
            guard try reader.bytes(4) == Array("TZif".utf8) else { throw .notTZif }
            let versionByte = try reader.byte()
            version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
            guard (1...9).contains(version) else { throw .notTZif }
            try reader.skip(15)
            utIndicators = try reader.count()
            standardIndicators = try reader.count()
            leapSeconds = try reader.count()
            transitions = try reader.count()
            types = try reader.count()
            characters = try reader.count()
            guard types >= 1, characters >= 1 else { throw .inconsistent("no local time types") }
            guard utIndicators == 0 || utIndicators == types, standardIndicators == 0 || standardIndicators == types else {
                throw .inconsistent("indicator counts")
            }
        }

        /// Bytes of the data block after this header.
        func blockSize(timeSize: Int) -> Int {
            transitions * (timeSize + 1) + types * 6 + characters + leapSeconds * (timeSize + 4) + standardIndicators + utIndicators
        }
    }

    /// One data block: transitions, their types, the types and their abbreviations (leap seconds are skipped:
    /// the dashboard counts POSIX time, as the C library's `localtime` does for these files).
    private static func block(
        _ reader: inout ByteReader, header: Header, timeSize: Int
    ) throws(Problem) -> ([Int64], [Int], [LocalTimeType]) {
        guard reader.remaining >= header.blockSize(timeSize: timeSize) else { throw .truncated }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.transitions)
        for _ in 0..<header.transitions {
            let time = timeSize == 8 ? try reader.int64() : Int64(try reader.int32())
            if let last = transitions.last, time <= last { throw .inconsistent("transitions out of order") }
            transitions.append(time)
        }
        var indices: [Int] = []
        indices.reserveCapacity(header.transitions)
        for _ in 0..<header.transitions {
            let index = Int(try reader.byte())
            guard index < header.types else { throw .inconsistent("a transition names a missing type") }
            indices.append(index)
        }
        var raw: [(offset: Int32, isDST: Bool, nameIndex: Int)] = []
        for _ in 0..<header.types {
            let offset = try reader.int32()
            let isDST = try reader.byte() != 0
            let nameIndex = Int(try reader.byte())
            guard (-89_999...93_599).contains(offset), nameIndex < header.characters else { throw .inconsistent("a local time type") }
            raw.append((offset, isDST, nameIndex))
        }
        let characters = try reader.bytes(header.characters)
        let types = raw.map { type in
            let name = characters[type.nameIndex...].prefix { $0 != 0 }
            return LocalTimeType(offset: Int(type.offset), isDaylightSaving: type.isDST, abbreviation: String(decoding: name, as: UTF8.self))
        }
        try reader.skip(header.leapSeconds * (timeSize + 4) + header.standardIndicators + header.utIndicators)
        return (transitions, indices, types)
    }
}

/// Big-endian integers read from the front of a byte array, never past its end.
private struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var remaining: Int { bytes.count - index }

    mutating func byte() throws(TZifFile.Problem) -> UInt8 {
        guard index < bytes.count else { throw .truncated }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bytes(_ count: Int) throws(TZifFile.Problem) -> [UInt8] {
        guard count >= 0, remaining >= count else { throw .truncated }
        defer { index += count }
        return Array(bytes[index..<(index + count)])
    }

    mutating func skip(_ count: Int) throws(TZifFile.Problem) {
        guard count >= 0, remaining >= count else { throw .truncated }
        index += count
    }

    mutating func int32() throws(TZifFile.Problem) -> Int32 {
        var value: UInt32 = 0
        for _ in 0..<4 { value = value << 8 | UInt32(try byte()) }
        return Int32(bitPattern: value)
    }

    mutating func int64() throws(TZifFile.Problem) -> Int64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(try byte()) }
        return Int64(bitPattern: value)
    }

    /// A header's count: a 32-bit unsigned number no larger than the file could hold.
    mutating func count() throws(TZifFile.Problem) -> Int {
        let value = Int(UInt32(bitPattern: try int32()))
        guard value <= bytes.count else { throw .truncated }
        return value
    }
}
