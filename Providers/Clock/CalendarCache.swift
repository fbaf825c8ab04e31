import Foundation
import Synchronization

/// Calendars and their names of days and months, made once per zone and locale.
///
/// A clock face is drawn every frame; making a `Calendar` and asking ICU for
/// its symbols each time was most of a frame's allocations.
enum CalendarCache {
    /// A zone's calendar with the names it uses.
    struct Entry: Sendable {
        let calendar: Calendar
        let weekdays: [String]
        let months: [String]
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// The calendar for a zone and locale, and its symbols.
    static func entry(zone: TimeZone, locale: Locale) -> Entry {
        let key = zone.identifier + "|" + locale.identifier
        if let entry = entries.withLock({ $0[key] }) { return entry }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.locale = locale
        let entry = Entry(calendar: calendar, weekdays: calendar.weekdaySymbols,
                          months: calendar.monthSymbols)
        entries.withLock { $0[key] = entry }
        return entry
    }
}
