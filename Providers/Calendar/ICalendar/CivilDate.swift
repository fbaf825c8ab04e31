import FoundationEssentials
import WidgettyKit

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
    public init(_ date: Date, in zone: ZoneInfo) {
        let local = (date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))) / 86_400
        // Dates come from time_t and Foundation's own; an impossible one falls back to 1970.
        self.init(daysSince1970: Int(exactly: local.rounded(.down)) ?? 0)
    }

    /// The day `days` days after 1970-01-01 (`CivilTime`'s arithmetic; days beyond a billion years either side are
    /// kept at that bound).
    public init(daysSince1970 days: Int) {
        let bound = CivilTime.secondsBound / 86_400
        let date = CivilTime.civilFromDays(min(max(Int64(days), -bound), bound))
        self.init(year: Int(date.year), month: Int(date.month), day: Int(date.day))
    }

    /// Whether the day exists (no February 30, no month 13).
    public var isValid: Bool {
        guard (1...12).contains(month), day >= 1, (1...9999).contains(year) else { return false }
        return day <= CivilTime.daysIn(month: month, year: year)
    }

    /// Midnight at the start of this day in `zone`: UTC midnight less the zone's offset then (asked twice, so a
    /// change of offset that day is seen). Every day's start is worked out alike, so days meet without gaps.
    public func start(in zone: ZoneInfo) -> Date {
        let midnight = Double(daysSince1970) * 86_400
        let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight - Double(guess)))
        return Date(timeIntervalSince1970: midnight - Double(offset))
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CivilDate {
        CivilDate(daysSince1970: daysSince1970 + count)
    }

    /// Days from 1970-01-01 (negative before), for arithmetic on days; a day of a month it lacks counts on into the next.
    public var daysSince1970: Int {
        let bound = Int64(CivilTime.yearBound)
        let clamp = { (value: Int) in min(max(Int64(value), -bound), bound) }
        let monthIndex = clamp(month) - 1
        let yearCarry = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        // Within a billion years the count fits an Int on every platform Swift runs widgetty on.
        return Int(exactly: CivilTime.daysFromCivil(year: clamp(year) + yearCarry, month: monthIndex - yearCarry * 12 + 1, day: clamp(day))) ?? 0
    }

    /// "2025-01-01".
    public var description: String {
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
