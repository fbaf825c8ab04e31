/// A content line's name where it lies in the text, up to its first `:` or `;` (256 bytes at most), after a byte-order
/// mark and spaces: compared with names written in ASCII capitals whatever its own case, without a copy (the outline
/// meets every line of a file, and a String per line was most of its time).
struct LineName {
    let bytes: Slice<UnsafeBufferPointer<UInt8>>

    /// The name of the content line `line` of `text`.
    init(_ text: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) {
        var start = line.lowerBound
        if text[start..<line.upperBound].starts(with: Self.byteOrderMark) { start += 3 }
        while start < line.upperBound, Self.isSpace(text[start]) { start += 1 }
        var end = start
        let last = min(line.upperBound, start + 256)
        while end < last, text[end] != UInt8(ascii: ":"), text[end] != UInt8(ascii: ";") { end += 1 }
        bytes = text[start..<end]
    }

    /// Whether the name is `capitals` (ASCII capitals, digits and dashes), in any case: "dtStart" is "DTSTART".
    static func == (name: LineName, capitals: StaticString) -> Bool {
        capitals.withUTF8Buffer { wanted in
            wanted.count == name.bytes.count && zip(name.bytes, wanted).allSatisfy { upperCased($0) == $1 }
        }
    }

    /// The same, for `switch`.
    static func ~= (capitals: StaticString, name: LineName) -> Bool { name == capitals }

    /// Whether the name holds `capitals` in any case: "X-RRULE" holds "RRULE".
    func holds(_ capitals: StaticString) -> Bool {
        capitals.withUTF8Buffer { wanted in
            guard wanted.count <= bytes.count else { return false }
            return (bytes.startIndex...(bytes.endIndex - wanted.count)).contains { from in
                zip(bytes[from...], wanted).allSatisfy { Self.upperCased($0) == $1 }
            }
        }
    }

    /// The name upper-cased (ASCII) as text, for the few lines read as text (a VTIMEZONE's, a long one's).
    var text: Substring {
        Substring(String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = Self.upperCased(byte) }
            return bytes.count
        })
    }

    /// Whether the value of the BEGIN or END line `line` of `text` is `capitals` in any case, spaces and line ends
    /// left out: "vevent", "VEVENT " and a folded "VEV\r\n ENT" are "VEVENT".
    static func boundary(of line: Range<Int>, in text: UnsafeBufferPointer<UInt8>, is capitals: StaticString) -> Bool {
        guard let colon = text[line].firstIndex(of: UInt8(ascii: ":")) else { return capitals.utf8CodeUnitCount == 0 }
        return capitals.withUTF8Buffer { wanted in
            text[(colon + 1)..<line.upperBound].lazy.filter { !isSpace($0) }.map(upperCased).elementsEqual(wanted)
        }
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A space, tab or line end.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// `byte` upper-cased if it is an ASCII letter.
    static func upperCased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    }
}
