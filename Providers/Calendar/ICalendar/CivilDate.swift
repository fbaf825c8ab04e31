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
    public init(_ date: Date, in zone: TimeZone) {
        var calendar = Self.gregorian
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Whether the day exists (no February 30, no month 13).
    public var isValid: Bool {
        guard (1...12).contains(month), day >= 1, (1...9999).contains(year) else { return false }
        return day <= Self.daysIn(month: month, year: year)
    }

    /// The first moment of this day in `zone` (the next moment that exists, where midnight is skipped).
    public func start(in zone: TimeZone) -> Date {
        var calendar = Self.gregorian
        calendar.timeZone = zone
        let parts = DateComponents(year: year, month: month, day: day)
        return calendar.date(from: parts) ?? Date(timeIntervalSince1970: Double(daysSince1970) * 86_400)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CivilDate {
        CivilDate(Date(timeIntervalSince1970: Double(daysSince1970 + count) * 86_400), in: .gmt)
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

    private static let gregorian = Calendar(identifier: .gregorian)
}
