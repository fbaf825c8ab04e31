import Foundation
import WidgettyKit

/// How another zone's time relates to the local one: "Today, +9h", "Yesterday, −5h" ("今日、+9時間").
enum ZoneOffset {
    /// The relative day and the hour offset of `zone` against `local` at `date`.
    static func describe(_ zone: TimeZone, relativeTo local: TimeZone, at date: Date, locale: Locale) -> String {
        let difference = zone.secondsFromGMT(for: date) - local.secondsFromGMT(for: date)
        let day = relativeDay(zone, local, date)
        // Drawn every frame: only the viewer's language is written out.
        return Phrase.isJapanese(locale) ? "\(day.japanese)、\(hours(difference, japanese: true))" : "\(day.english), \(hours(difference, japanese: false))"
    }

    private static func relativeDay(_ zone: TimeZone, _ local: TimeZone, _ date: Date) -> Phrase {
        func ordinal(_ timeZone: TimeZone) -> Int {
            let calendar = CalendarCache.entry(zone: timeZone, locale: Locale(identifier: "en_US_POSIX")).calendar
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return (parts.year ?? 0) * 400 + (parts.month ?? 0) * 32 + (parts.day ?? 0)
        }
        let there = ordinal(zone), here = ordinal(local)
        return there == here ? Phrase("Today", ja: "今日") : (there > here ? Phrase("Tomorrow", ja: "明日") : Phrase("Yesterday", ja: "昨日"))
    }

    /// "+9h", "−5h", "+5:30h", "0h"; in Japanese "+9時間", "+5時間30分".
    static func hours(_ seconds: Int, japanese: Bool) -> String {
        let sign = seconds > 0 ? "+" : (seconds < 0 ? "−" : "")
        let magnitude = abs(seconds)
        let hours = magnitude / 3600, minutes = (magnitude % 3600) / 60
        if japanese { return sign + "\(hours)時間" + (minutes == 0 ? "" : "\(minutes)分") }
        return sign + (minutes == 0 ? "\(hours)h" : "\(hours):\(minutes < 10 ? "0" : "")\(minutes)h")
    }
}
