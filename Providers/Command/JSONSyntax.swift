/// Where a JSON text first breaks the grammar (RFC 8259), said as a parser says it ("Unexpected character “}” around
/// character 27."): JSONDecoder's errors give no position, and Foundation's `JSONSerialization`, which did, is not in
/// FoundationEssentials. Read without recursion, so no nesting can exhaust a thread's stack.
enum JSONSyntax {
    private enum Expecting { case value, valueOrEnd, key, keyOrEnd, colon, commaOrEnd, nothing }

    /// The first mistake in `bytes`, or nil when they are one JSON value (numbers beyond a Double are mistakes).
    static func firstProblem(in bytes: [UInt8]) -> String? {
        var index = 0
        var open: [UInt8] = []
        var expecting = Expecting.value
        func unexpected() -> String {
            guard index < bytes.count else { return "Unexpected end of file around character \(index)." }
            let byte = bytes[index]
            let shown = (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
            return "Unexpected character “\(shown)” around character \(index)."
        }
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            if expecting == .nothing { return index == bytes.count ? nil : unexpected() }
            guard index < bytes.count else { return unexpected() }
            let byte = bytes[index]
            let afterValue: Expecting = open.isEmpty ? .nothing : .commaOrEnd
            switch expecting {
            case .colon:
                guard byte == UInt8(ascii: ":") else { return unexpected() }
                index += 1
                expecting = .value
            case .commaOrEnd where byte == UInt8(ascii: ","):
                index += 1
                // A comma before the end is allowed, as JSONDecoder allows it.
                expecting = open.last == UInt8(ascii: "{") ? .keyOrEnd : .valueOrEnd
            case .commaOrEnd, .keyOrEnd, .valueOrEnd:
                let closing = open.last == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == closing {
                    index += 1
                    open.removeLast()
                    expecting = open.isEmpty ? .nothing : .commaOrEnd
                } else if expecting == .commaOrEnd {
                    return unexpected()
                } else if expecting == .keyOrEnd {
                    guard byte == UInt8(ascii: "\"") else { return unexpected() }
                    if !skipString(bytes, &index) { return unexpected() }
                    expecting = .colon
                } else {
                    expecting = .value
                }
            case .key:
                guard byte == UInt8(ascii: "\""), skipString(bytes, &index) else { return unexpected() }
                expecting = .colon
            case .value, .nothing:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    open.append(byte)
                    index += 1
                    expecting = byte == UInt8(ascii: "{") ? .keyOrEnd : .valueOrEnd
                case UInt8(ascii: "\""):
                    guard skipString(bytes, &index) else { return unexpected() }
                    expecting = afterValue
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    guard let word = [Array("true".utf8), Array("false".utf8), Array("null".utf8)].first(where: { bytes[index...].starts(with: $0) })
                    else { return unexpected() }
                    index += word.count
                    expecting = afterValue
                default:
                    let start = index
                    guard skipNumber(bytes, &index) else { return unexpected() }
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    guard Double(text)?.isFinite == true else { return "Number \(text) is not representable in Swift." }
                    expecting = afterValue
                }
            }
        }
    }

    /// Steps over the string starting at `index` (its opening quote); false, at the offending byte, when it is not one.
    private static func skipString(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: "u") {
                    let hex = bytes[(index + 1)...].prefix(4)
                    guard hex.count == 4, hex.allSatisfy({ UnicodeScalar($0).properties.isASCIIHexDigit }) else { return false }
                    index += 5
                } else {
                    guard Array(#""\/bfnrt"#.utf8).contains(bytes[index]) else { return false }
                    index += 1
                }
            case 0..<0x20:
                return false
            default:
                index += 1
            }
        }
        return false
    }

    /// Steps over the number at `index`: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; false when there is none.
    private static func skipNumber(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return true
    }
}
