/// One content line of an iCalendar text taken apart without libical, for the few properties read before libical is
/// asked (`EventGlance`): its parameters and its value, folds joined; none for a line written in any but the plain form
/// (a quoted parameter, one without "=", no ":").
struct PlainLine {
    /// The parameters, their names upper-cased (ASCII), their values as written.
    var parameters: [(name: String, value: String)] = []
    /// The value, after the first ":" that follows the name and parameters; it lives as long as the call to `read`.
    var value: Slice<UnsafeBufferPointer<UInt8>>

    /// What `body` makes of the line in `raw`, its folds (a line end and the space or tab after it) and every line end
    /// left out; nil when the line is not in plain form or `body` gives nil. A line with no line end but its last is
    /// read where it lies, without a copy (the outline reads three lines of every event).
    static func read<Result>(_ raw: Slice<UnsafeBufferPointer<UInt8>>, _ body: (PlainLine) -> Result?) -> Result? {
        var end = raw.endIndex
        while end > raw.startIndex, isBreak(raw[end - 1]) { end -= 1 }
        if !raw[..<end].contains(where: isBreak) { return PlainLine(joined: raw[..<end]).flatMap(body) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var afterBreak = false
        for byte in raw {
            if !isBreak(byte), !(afterBreak && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))) { bytes.append(byte) }
            afterBreak = byte == UInt8(ascii: "\n")
        }
        return bytes.withUnsafeBufferPointer { PlainLine(joined: $0[...]).flatMap(body) }
    }

    /// The line in `bytes`, which hold no line end.
    private init?(joined bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let head = bytes[..<colon]
        guard !head.contains(UInt8(ascii: "\"")) else { return nil }
        if head.contains(UInt8(ascii: ";")) {
            for parameter in head.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).dropFirst() {
                guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { return nil }
                let name = String(decoding: parameter[..<equals], as: UTF8.self).uppercased()
                parameters.append((name, String(decoding: parameter[(equals + 1)...], as: UTF8.self)))
            }
        }
        value = bytes[(colon + 1)...]
    }

    private static func isBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }
}
