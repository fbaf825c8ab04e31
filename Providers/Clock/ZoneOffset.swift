import Foundation

/// How another zone's time relates to the local one: "Today, +9h", "Yesterday, −5h".
enum ZoneOffset {
    /// The relative day and the hour offset of `zone` against `local` at `date`.
    static func describe(_ zone: TimeZone, relativeTo local: TimeZone, at date: Date) -> String {
        let difference = zone.secondsFromGMT(for: date) - local.secondsFromGMT(for: date)
        return "\(relativeDay(zone, local, date)), \(hours(difference))"
    }

    private static func relativeDay(_ zone: TimeZone, _ local: TimeZone, _ date: Date) -> String {
        func ordinal(_ timeZone: TimeZone) -> Int {
            let calendar = CalendarCache.entry(zone: timeZone, locale: Locale(identifier: "en_US_POSIX")).calendar
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return (parts.year ?? 0) * 400 + (parts.month ?? 0) * 32 + (parts.day ?? 0)
        }
        let there = ordinal(zone), here = ordinal(local)
        return there == here ? "Today" : (there > here ? "Tomorrow" : "Yesterday")
    }

    /// "+9h", "−5h", "+5:30h", "0h".
    static func hours(_ seconds: Int) -> String {
        let sign = seconds > 0 ? "+" : (seconds < 0 ? "−" : "")
        let magnitude = abs(seconds)
        let hours = magnitude / 3600, minutes = (magnitude % 3600) / 60
        return sign + (minutes == 0 ? "\(hours)h" : "\(hours):\(minutes < 10 ? "0" : "")\(minutes)h")
    }
}
