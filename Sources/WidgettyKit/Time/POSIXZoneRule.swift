/// A zone's rule as a POSIX `TZ` string writes it ("CET-1CEST,M3.5.0,M10.5.0/3", "<+0545>-5:45"):
/// a standard offset, and optionally a daylight-saving offset with the yearly days it starts and ends.
///
/// Parsed here because the C library keeps one process-wide zone (`tzset`), and a dashboard shows many.
/// Follows POSIX and RFC 8536 §3.3.1 (transition hours from −167 to 167).
public struct POSIXZoneRule: Hashable, Sendable {
    /// A local time type: its offset east of UTC in seconds, and its abbreviation.
    public struct Period: Hashable, Sendable {
        /// Seconds east of UTC (POSIX strings write them west: "EST5" is −18,000 here).
        public var offset: Int
        /// "CET", "+0545".
        public var abbreviation: String
    }

    /// A day of the year a transition happens on, and the local time it happens at.
    public struct Transition: Hashable, Sendable {
        /// The ways a POSIX string names a day.
        public enum Day: Hashable, Sendable {
            /// `Jn`: day 1–365, February 29 never counted.
            case julianSkippingLeapDay(Int)
            /// `n`: day 0–365, February 29 counted.
            case zeroBasedDayOfYear(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1–5, 5 = the last) of month `m`.
            case weekdayOfMonth(month: Int, week: Int, weekday: Int)
        }

        /// The day.
        public var day: Day
        /// Seconds after that day's local midnight (in the time then in force), −167 h to 167 h.
        public var time: Int
    }

    /// Standard time.
    public var standard: Period
    /// Daylight-saving time: its period, and the transitions into and out of it each year.
    public struct Daylight: Hashable, Sendable {
        /// The daylight-saving period.
        public var period: Period
        /// When daylight-saving time starts, in standard time.
        public var start: Transition
        /// When it ends, in daylight-saving time.
        public var end: Transition
    }

    /// Daylight-saving time, if the zone has it.
    public var daylight: Daylight?

    /// Parses `text`; nil when it is not a POSIX zone string.
    public init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard let standardName = scanner.name(), let standardOffset = scanner.offset(hoursUpTo: 24) else { return nil }
        standard = Period(offset: -standardOffset, abbreviation: standardName)
        if scanner.isAtEnd { return }
        guard let daylightName = scanner.name() else { return nil }
        var daylightOffset = standard.offset + 3600
        if !scanner.isAtEnd, scanner.peek != UInt8(ascii: ",") {
            guard let offset = scanner.offset(hoursUpTo: 24) else { return nil }
            daylightOffset = -offset
        }
        let period = Period(offset: daylightOffset, abbreviation: daylightName)
        if scanner.isAtEnd {
            // No rule written: the United States' rule since 2007, as the C library assumes.
            let start = Transition(day: .weekdayOfMonth(month: 3, week: 2, weekday: 0), time: 7200)
            let end = Transition(day: .weekdayOfMonth(month: 11, week: 1, weekday: 0), time: 7200)
            daylight = Daylight(period: period, start: start, end: end)
            return
        }
        guard scanner.take(UInt8(ascii: ",")), let start = scanner.transition(),
              scanner.take(UInt8(ascii: ",")), let end = scanner.transition(), scanner.isAtEnd
        else { return nil }
        daylight = Daylight(period: period, start: start, end: end)
    }

    /// The period in force at `seconds` after the epoch (UTC), and whether it is daylight-saving time.
    public func period(at seconds: Int64) -> (period: Period, isDaylightSaving: Bool) {
        guard let rule = daylight else { return (standard, false) }
        // The year as standard time counts it: both transitions of that year bracket the instant or not.
        let year = CivilTime(secondsSinceEpoch: seconds + Int64(standard.offset)).year
        for candidate in [year - 1, year, year + 1] {
            let start = rule.start.instant(in: candidate, offsetBefore: standard.offset)
            let end = rule.end.instant(in: candidate, offsetBefore: rule.period.offset)
            if start < end {
                if seconds >= start, seconds < end { return (rule.period, true) }
            } else if candidate == year, seconds >= start || seconds < end {
                // Southern hemisphere: daylight time spans the new year.
                return (rule.period, true)
            }
        }
        return (standard, false)
    }
}

extension POSIXZoneRule.Transition {
    /// The UTC instant of this transition in `year`, given the offset in force just before it.
    func instant(in year: Int, offsetBefore: Int) -> Int64 {
        let date: CivilTime
        switch day {
        case .julianSkippingLeapDay(let n):
            // Day 60 is March 1 in every year.
            let leapShift = CivilTime.isLeapYear(year) && n >= 60 ? 1 : 0
            date = CivilTime(year: year, month: 1, day: n + leapShift)
        case .zeroBasedDayOfYear(let n):
            date = CivilTime(year: year, month: 1, day: n + 1)
        case .weekdayOfMonth(let month, let week, let weekday):
            let first = CivilTime(year: year, month: month, day: 1)
            var day = 1 + (weekday - (first.weekday - 1) + 7) % 7 + (week - 1) * 7
            let length = CivilTime.daysIn(month: month, year: year)
            while day > length { day -= 7 }
            date = CivilTime(year: year, month: month, day: day)
        }
        return date.secondsSinceEpoch + Int64(time) - Int64(offsetBefore)
    }
}

/// Reads a POSIX zone string's parts, byte by byte.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// "CET" (three or more letters) or "<+0545>" (three or more letters, digits, + or −, in angle brackets).
    mutating func name() -> String? {
        let start = index
        if take(UInt8(ascii: "<")) {
            while let byte = peek, byte != UInt8(ascii: ">") {
                guard byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return nil }
                index += 1
            }
            let name = bytes[(start + 1)..<index]
            guard take(UInt8(ascii: ">")), name.count >= 3 else { return nil }
            return String(decoding: name, as: UTF8.self)
        }
        while let byte = peek, byte.isASCIILetter { index += 1 }
        guard index - start >= 3 else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// "[+-]hh[:mm[:ss]]" in seconds, the hours at most `hoursUpTo`.
    mutating func offset(hoursUpTo limit: Int) -> Int? {
        var sign = 1
        if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
        guard let hours = number(maxDigits: 3), hours <= limit else { return nil }
        var seconds = hours * 3600
        if take(UInt8(ascii: ":")) {
            guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(UInt8(ascii: ":")) {
                guard let secs = number(maxDigits: 2), secs < 60 else { return nil }
                seconds += secs
            }
        }
        return sign * seconds
    }

    /// "Jn", "n" or "Mm.w.d", then "/time" if written (02:00 if not).
    mutating func transition() -> POSIXZoneRule.Transition? {
        let day: POSIXZoneRule.Transition.Day
        if take(UInt8(ascii: "J")) {
            guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
            day = .julianSkippingLeapDay(n)
        } else if take(UInt8(ascii: "M")) {
            guard let month = number(maxDigits: 2), (1...12).contains(month), take(UInt8(ascii: ".")),
                  let week = number(maxDigits: 1), (1...5).contains(week), take(UInt8(ascii: ".")),
                  let weekday = number(maxDigits: 1), (0...6).contains(weekday)
            else { return nil }
            day = .weekdayOfMonth(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
            day = .zeroBasedDayOfYear(n)
        }
        var time = 7200
        if take(UInt8(ascii: "/")) {
            guard let written = offset(hoursUpTo: 167) else { return nil }
            time = written
        }
        return POSIXZoneRule.Transition(day: day, time: time)
    }

    /// Up to `maxDigits` decimal digits, at least one.
    mutating func number(maxDigits: Int) -> Int? {
        var value = 0
        var count = 0
        while count < maxDigits, let byte = peek, byte.isASCIIDigit {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            count += 1
            index += 1
        }
        return count > 0 ? value : nil
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    fileprivate var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}
