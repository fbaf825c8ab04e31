import Foundation

/// A day on the calendar without a time or a zone, as an all-day event's `DTSTART;VALUE=DATE` names it.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// The day with these numbers (not checked: `isValid` says whether it exists).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `zone`.
    ///
    /// Worked out from the zone's offset rather than a `Calendar`: views ask this for every event each
    /// frame, and making a calendar was most of a frame's allocations.
    public init(_ date: Date, in zone: TimeZone) {
        let local = (date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))) / 86_400
        // Dates come from time_t and Foundation's own; an impossible one falls back to 1970.
        self.init(daysSince1970: Int(exactly: local.rounded(.down)) ?? 0)
    }

    /// The day `days` days after 1970-01-01 (Howard Hinnant's civil_from_days: exact for every Gregorian day).
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * monthIndex + 2) / 5 + 1)
    }

    /// Whether the day exists (no February 30, no month 13).
    public var isValid: Bool {
        guard (1...12).contains(month), day >= 1, (1...9999).contains(year) else { return false }
        return day <= Self.daysIn(month: month, year: year)
    }

    /// Midnight at the start of this day in `zone`: UTC midnight less the zone's offset then (asked twice, so a
    /// change of offset that day is seen). Every day's start is worked out alike, so days meet without gaps.
    public func start(in zone: TimeZone) -> Date {
        let midnight = Double(daysSince1970) * 86_400
        let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight - Double(guess)))
        return Date(timeIntervalSince1970: midnight - Double(offset))
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CivilDate {
        CivilDate(daysSince1970: daysSince1970 + count)
    }

    /// Days from 1970-01-01 (negative before), for arithmetic on days.
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil: exact for every proleptic Gregorian day.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// "2025-01-01".
    public var description: String {
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
