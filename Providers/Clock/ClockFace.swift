import Foundation

/// The readings of one clock face: time, weekday, date, place and day or night, in one zone.
struct ClockFace {
    let hourMinute: String
    let seconds: String
    /// "AM", "PM" ("午前", "午後") on a 12-hour face.
    let meridiem: String?
    /// Whether the locale writes the meridiem before the time ("午後1:41").
    let meridiemFirst: Bool
    let weekday: String
    let dayAndMonth: String
    let isDaytime: Bool
    let city: String

    /// Reads a moment in a zone.
    init(date: Date, zone: TimeZone, locale: Locale, twelveHours: Bool) {
        let cached = CalendarCache.entry(zone: zone, locale: locale)
        let parts = cached.calendar.dateComponents([.hour, .minute, .second, .weekday, .day, .month, .year], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        meridiemFirst = cached.meridiemFirst
        if twelveHours {
            let twelve = hour % 12 == 0 && !cached.hoursFromZero ? 12 : hour % 12
            hourMinute = "\(twelve):" + Self.twoDigits(minute)
            let symbols = CalendarCache.meridiems(of: cached.calendar)
            meridiem = hour < 12 ? symbols.am : symbols.pm
        } else {
            hourMinute = Self.twoDigits(hour) + ":" + Self.twoDigits(minute)
            meridiem = nil
        }
        seconds = Self.twoDigits(parts.second ?? 0)
        weekday = cached.weekdays[(parts.weekday ?? 1) - 1]
        dayAndMonth = CalendarCache.dayAndMonth(date, parts: parts, zone: zone, locale: locale)
        isDaytime = (6..<18).contains(hour)
        city = cached.city
    }

    /// "America/New_York" → "New York".
    static func cityName(of zone: TimeZone) -> String {
        let last = zone.identifier.split(separator: "/").last.map(String.init) ?? zone.identifier
        return last.replacingOccurrences(of: "_", with: " ")
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
