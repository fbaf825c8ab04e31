/// A date and time of day on the proleptic Gregorian calendar, in no zone: what a wall clock shows.
///
/// Written here rather than taken from Foundation's `Calendar`: that calendar needs ICU for
/// every zone but GMT, and the conversion is a few lines of arithmetic (Howard Hinnant's
/// `days_from_civil` and `civil_from_days`).
public struct CivilTime: Hashable, Sendable, Comparable {
    /// The year, 1 BCE being 0; kept within ±1,000,000,000 so that no arithmetic on it overflows.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59.
    public var second: Int

    /// The widest year kept: beyond it a calendar means nothing and arithmetic could overflow.
    public static let yearBound = 1_000_000_000
    /// The seconds the widest years span, either side of 1970.
    public static let secondsBound = Int64(yearBound) * 366 * 86_400

    /// A civil time from its fields, each carried into the next as a clock would (month 13 is January of the
    /// next year, minute 60 the next hour), so that adding to a field and normalising is date arithmetic.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        let clampedYear = min(max(year, -Self.yearBound), Self.yearBound)
        let monthIndex = Int64(min(max(month, -Self.yearBound), Self.yearBound)) - 1
        let yearCarry = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let days = Self.daysFromCivil(year: Int64(clampedYear) + yearCarry, month: monthIndex - yearCarry * 12 + 1, day: 1)
        let seconds = Self.clampedSeconds(days, plusDays: day, hours: hour, minutes: minute, seconds: second)
        self.init(secondsSinceEpoch: seconds)
    }

    /// The civil time `seconds` after 1970-01-01 00:00:00.
    public init(secondsSinceEpoch unbounded: Int64) {
        let seconds = min(max(unbounded, -Self.secondsBound), Self.secondsBound)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let within = seconds - days * 86_400
        let civil = Self.civilFromDays(days)
        year = Int(civil.year)
        month = Int(civil.month)
        day = Int(civil.day)
        hour = Int(within / 3600)
        minute = Int(within % 3600 / 60)
        second = Int(within % 60)
    }

    /// Seconds from 1970-01-01 00:00:00 to this civil time.
    public var secondsSinceEpoch: Int64 {
        Self.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day)) * 86_400
            + Int64(hour) * 3600 + Int64(minute) * 60 + Int64(second)
    }

    /// Days from 1970-01-01 to this date.
    public var daysSinceEpoch: Int64 { Self.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day)) }

    /// The day of the week, 1 (Sunday) to 7 (Saturday), as Foundation's Gregorian calendar numbers it.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        let shifted = (daysSinceEpoch + 4) % 7
        return Int(shifted < 0 ? shifted + 7 : shifted) + 1
    }

    /// The day of the year, 1 to 366.
    public var dayOfYear: Int { Int(daysSinceEpoch - Self.daysFromCivil(year: Int64(year), month: 1, day: 1)) + 1 }

    /// True in a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Earlier first.
    public static func < (lhs: CivilTime, rhs: CivilTime) -> Bool { lhs.secondsSinceEpoch < rhs.secondsSinceEpoch }

    /// Days from 1970-01-01 to a date whose month is 1–12 (any day count is carried).
    public static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (at most some 3.6 × 10^14 days either side: beyond, the arithmetic would overflow).
    public static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The first day's midnight plus the given day (from 1), hours, minutes and seconds, none of which may overflow.
    private static func clampedSeconds(_ firstDay: Int64, plusDays day: Int, hours: Int, minutes: Int, seconds: Int) -> Int64 {
        func clamp(_ value: Int, _ scale: Int64) -> Int64 {
            let limit = secondsBound / scale
            return min(max(Int64(value), -limit), limit) * scale
        }
        return firstDay * 86_400 + clamp(day, 86_400) - 86_400 + clamp(hours, 3600) + clamp(minutes, 60) + clamp(seconds, 1)
    }
}
