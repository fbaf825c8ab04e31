import WidgettyKit

/// The wall-clock span a file's VTIMEZONE describes: from its first observance's DTSTART to its last offset change,
/// or without end when a rule repeats without UNTIL or COUNT.
///
/// Outside it the table says nothing of its own (a table written for 2022 only, DAVx5's one observance from 1893),
/// and libical would carry its nearest offset on; a zone the system knows by the same name decides there instead.
struct ZoneCoverage {
    /// The earliest DTSTART of an observance; nil while none is read.
    private(set) var first: CivilTime?
    /// The last change the table describes; nil while none is read or when a rule never ends.
    private(set) var last: CivilTime?
    /// Whether some observance repeats without end.
    private(set) var isOpenEnded = false

    /// Adds one observance: its DTSTART, and for a yearly rule its UNTIL, or its COUNT and INTERVAL, as written.
    mutating func addObservance(start: Substring?, rule: [Substring: Substring]?) {
        guard let start = start.flatMap(Self.civilTime) else { return }
        first = Swift.min(first ?? start, start)
        addChange(start)
        guard let rule else { return }
        if let until = rule["UNTIL"].flatMap(Self.civilTime) {
            addChange(until)
        } else if let count = rule["COUNT"].flatMap({ Int($0) }), count > 0 {
            let interval = Swift.max(1, rule["INTERVAL"].flatMap { Int($0) } ?? 1)
            let (years, overflow) = (count - 1).multipliedReportingOverflow(by: interval)
            // A yearly rule's last change falls in the year COUNT reaches; the whole of that year counts.
            if !overflow, years < 10_000 {
                addChange(CivilTime(year: start.year + years, month: 12, day: 31, hour: 23, minute: 59, second: 59))
            } else {
                isOpenEnded = true
            }
        } else {
            isOpenEnded = true
        }
    }

    /// Adds the changes of an observance's RDATE line (a comma list of DATE-TIMEs, DATEs or PERIODs).
    mutating func addDates(_ value: Substring) {
        for item in value.split(separator: ",") {
            if let date = Self.civilTime(item.prefix { $0 != "/" }) { addChange(date) }
        }
    }

    /// Whether the table speaks for `wall`, a wall-clock time in its zone.
    func covers(_ wall: CivilTime) -> Bool {
        guard let first, wall >= first else { return false }
        return isOpenEnded || last.map { wall <= $0 } ?? false
    }

    private mutating func addChange(_ time: CivilTime) {
        last = Swift.max(last ?? time, time)
    }

    /// "19981025T020000", "20061029T060000Z" or "20070311" as a wall-clock time; nil when it is none of these.
    static func civilTime<Text: StringProtocol>(_ text: Text) -> CivilTime? {
        let digits = Array(text.utf8.prefix(15))
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var value = 0
            for byte in digits[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
              (1...12).contains(month), (1...CivilTime.daysIn(month: month, year: year)).contains(day) else { return nil }
        guard digits.count >= 15, digits[8] == UInt8(ascii: "T") else { return CivilTime(year: year, month: month, day: day) }
        guard let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              hour < 24, minute < 60, second <= 60 else { return nil }
        return CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}
