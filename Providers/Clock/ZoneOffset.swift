import FoundationEssentials
import WidgettyKit

/// How another zone's time relates to the local one: "Today, +9h", "Yesterday, −5h" ("今日、+9時間").
enum ZoneOffset {
    /// The relative day and the hour offset of `zone` against `local` at `date`.
    static func describe(_ zone: ZoneInfo, relativeTo local: ZoneInfo, at date: Date, locale: DateLocale) -> String {
        let seconds = ZoneInfo.seconds(of: date)
        let difference = zone.offset(at: seconds) - local.offset(at: seconds)
        let there = zone.civilTime(at: seconds).daysSinceEpoch, here = local.civilTime(at: seconds).daysSinceEpoch
        let day = there == here ? Phrase("Today", ja: "今日") : (there > here ? Phrase("Tomorrow", ja: "明日") : Phrase("Yesterday", ja: "昨日"))
        // Drawn every frame: only the viewer's language is written out.
        return locale.language == "ja" ? "\(day.japanese)、\(hours(difference, japanese: true))" : "\(day.english), \(hours(difference, japanese: false))"
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
