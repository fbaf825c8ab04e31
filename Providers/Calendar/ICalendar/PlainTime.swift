/// A DTSTART or DTEND value in one of its plain forms, read without libical: `VALUE=DATE:20250602`,
/// `20250602T090000` (floating, or with a `TZID`) and `20250602T090000Z`; nil for any other form or an impossible time.
struct PlainTime {
    /// The wall clock as seconds since 1970 read as if it were UTC (midnight for a date).
    var seconds: Int64
    var isDate: Bool
    /// The `TZID` parameter, when there is one.
    var zone: String?

    /// The time on `line`.
    init?(_ line: PlainLine) {
        var isDate = false, zone: String?
        for (name, value) in line.parameters {
            switch (name, value.uppercased()) {
            case ("VALUE", "DATE"): isDate = true
            case ("VALUE", "DATE-TIME"): break
            case ("TZID", _) where zone == nil && !value.isEmpty: zone = value
            default: return nil
            }
        }
        let value = UnsafeBufferPointer(rebasing: line.value)
        let isUTC = value.count == 16 && value[15] == UInt8(ascii: "Z")
        guard let year = Self.number(value, 0..<4), let month = Self.number(value, 4..<6), let day = Self.number(value, 6..<8) else {
            return nil
        }
        let date = CivilDate(year: year, month: month, day: day)
        guard date.isValid else { return nil }
        var seconds = Int64(date.daysSince1970) * 86_400
        if isDate {
            guard value.count == 8, zone == nil else { return nil }
        } else {
            guard value.count == (isUTC ? 16 : 15), value[8] == UInt8(ascii: "T"), !(isUTC && zone != nil),
                  let hour = Self.number(value, 9..<11), let minute = Self.number(value, 11..<13), let second = Self.number(value, 13..<15),
                  hour < 24, minute < 60, second <= 60 else { return nil }
            seconds += Int64(hour) * 3_600 + Int64(minute) * 60 + Int64(second)
        }
        self.seconds = seconds
        self.isDate = isDate
        self.zone = zone
    }

    /// A DURATION value in seconds (`PT1H`, `P1D`, `P2W`, `-P1DT12H`; a negative one is 0, as an event's length), or nil
    /// for any other form.
    static func duration(_ line: PlainLine) -> Int64? {
        guard line.parameters.isEmpty else { return nil }
        var bytes = line.value[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard bytes.first == UInt8(ascii: "P") else { return nil }
        bytes = bytes.dropFirst()
        var total: Int64 = 0, units: UInt8 = 0, inTime = false
        while let byte = bytes.first {
            if byte == UInt8(ascii: "T"), !inTime {
                inTime = true
                bytes = bytes.dropFirst()
                continue
            }
            let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            // Nine digits at most, and each unit once: the sum stays far inside Int64.
            guard (1...9).contains(digits.count), let unit = bytes.dropFirst(digits.count).first else { return nil }
            let count = digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
            let (seconds, bit): (Int64, UInt8) = switch (unit, inTime) {
            case (UInt8(ascii: "W"), false): (604_800, 1)
            case (UInt8(ascii: "D"), false): (86_400, 2)
            case (UInt8(ascii: "H"), true): (3_600, 4)
            case (UInt8(ascii: "M"), true): (60, 8)
            case (UInt8(ascii: "S"), true): (1, 16)
            default: (0, 0)
            }
            guard bit != 0, units & bit == 0 else { return nil }
            units |= bit
            total += count * seconds
            bytes = bytes.dropFirst(digits.count + 1)
        }
        guard units != 0 else { return nil }
        return isNegative ? 0 : total
    }

    /// The decimal number in `bytes[range]`, nil unless every byte there is a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard range.upperBound <= bytes.count else { return nil }
        var number = 0
        for byte in bytes[range] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }
}
