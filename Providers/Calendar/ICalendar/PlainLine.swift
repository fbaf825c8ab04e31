/// One content line of an iCalendar text taken apart without libical, for the few properties read before libical is
/// asked (`EventGlance`): its parameters and its value, folds joined; nil for a line written in any but the plain form
/// (a quoted parameter, one without "=", no ":").
struct PlainLine {
    /// The parameters, their names upper-cased (ASCII), their values as written.
    var parameters: [(name: String, value: String)] = []
    /// The value, after the first ":" that follows the name and parameters.
    var value: ArraySlice<UInt8>

    /// The line in `raw`, its folds (a line end and the space or tab after it) and its own line end left out.
    init?(_ raw: Slice<UnsafeBufferPointer<UInt8>>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var afterBreak = false
        for byte in raw {
            let isBreak = byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
            if !isBreak, !(afterBreak && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))) { bytes.append(byte) }
            afterBreak = byte == UInt8(ascii: "\n")
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let head = bytes[..<colon]
        guard !head.contains(UInt8(ascii: "\"")) else { return nil }
        for parameter in head.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).dropFirst() {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let name = String(decoding: parameter[..<equals], as: UTF8.self).uppercased()
            parameters.append((name, String(decoding: parameter[(equals + 1)...], as: UTF8.self)))
        }
        value = bytes[(colon + 1)...]
    }
}
