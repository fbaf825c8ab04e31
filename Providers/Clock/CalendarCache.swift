import Foundation
import Synchronization

/// Calendars, day names and day-and-month texts, made once per zone and locale (and day).
///
/// A clock face is drawn every frame; making a `Calendar`, asking ICU for its
/// symbols and formatting the date each time was most of a frame's allocations.
enum CalendarCache {
    /// A zone's calendar with the names and formats it uses.
    struct Entry: Sendable {
        let calendar: Calendar
        let weekdays: [String]
        /// The zone's city as people write it: "America/New_York" → "New York".
        let city: String
        /// The day and month as the locale writes them ("22 November", "November 22", "11月22日").
        let dayAndMonth: Date.FormatStyle
        /// How the locale writes 12-hour times: whether "AM"/"午前" goes first, and whether hours run 0–11 ("午後0:30").
        let meridiemFirst: Bool
        let hoursFromZero: Bool
    }

    private static let entries = Mutex<[String: Entry]>([:])
    private static let days = Mutex<[String: String]>([:])
    private static let meridiems = Mutex<[String: (am: String, pm: String)]>([:])

    /// The calendar for a zone and locale, and its names.
    static func entry(zone: TimeZone, locale: Locale) -> Entry {
        let key = zone.identifier + "|" + locale.identifier
        if let entry = entries.withLock({ $0[key] }) { return entry }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.locale = locale
        let style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: zone).day().month(.wide)
        let pattern = DateFormatter.dateFormat(fromTemplate: "hmma", options: 0, locale: locale) ?? "h:mm a"
        let hour = pattern.firstIndex { $0 == "h" || $0 == "K" }
        let meridiem = pattern.firstIndex(of: "a")
        let entry = Entry(calendar: calendar, weekdays: calendar.weekdaySymbols, city: ClockFace.cityName(of: zone), dayAndMonth: style,
                          meridiemFirst: meridiem.map { index in hour.map { index < $0 } ?? false } ?? false,
                          hoursFromZero: hour.map { pattern[$0] == "K" } ?? false)
        entries.withLock { $0[key] = entry }
        return entry
    }

    /// The locale's "AM" and "PM" ("午前", "午後"), asked of ICU once per locale, and only by 12-hour faces.
    static func meridiems(of calendar: Calendar) -> (am: String, pm: String) {
        let key = calendar.locale?.identifier ?? ""
        if let symbols = meridiems.withLock({ $0[key] }) { return symbols }
        let symbols = (am: calendar.amSymbol, pm: calendar.pmSymbol)
        meridiems.withLock { $0[key] = symbols }
        return symbols
    }

    /// The day and month of `date`, formatted once per calendar day.
    static func dayAndMonth(_ date: Date, parts: DateComponents, zone: TimeZone, locale: Locale) -> String {
        let key = "\(zone.identifier)|\(locale.identifier)|\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0)"
        if let text = days.withLock({ $0[key] }) { return text }
        let text = entry(zone: zone, locale: locale).dayAndMonth.format(date)
        days.withLock { $0[key] = text }
        return text
    }
}
