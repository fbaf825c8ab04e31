import FoundationEssentials
import WidgettyKit

/// How the weather tile writes temperatures, hours and weekdays in the viewer's locale and the place's zone.
enum WeatherFormat {
    /// "−1°", "23°": rounded, with a true minus sign; "—°" for a value that is no temperature (the decoder lets none through).
    static func temperature(_ value: Double) -> String {
        guard let rounded = Int(exactly: value.rounded()), abs(rounded) < 1000 else { return "—°" }
        return (rounded < 0 ? "−\(-rounded)" : "\(rounded)") + "°"
    }

    /// "H:25° L:18°", as the iOS widget writes today's range ("H:25°" without a low); "最高25° 最低18°" in Japanese.
    static func range(_ day: Forecast.Day, locale: DateLocale) -> String {
        let (highWord, lowWord) = Phrase.isJapanese(locale) ? ("最高", " 最低") : ("H:", " L:")
        return highWord + temperature(day.high) + (day.low.map { lowWord + temperature($0) } ?? "")
    }

    /// The hour as the locale writes a bare hour: "17", "5 PM", "17時".
    static func hour(_ date: Date, zone: ZoneInfo, locale: DateLocale) -> String {
        DateFormat.string(date, template: "j", timeZone: zone, locale: locale)
    }

    /// The hour as a narrow column shows it: the locale's bare hour with no space before its day period, as iOS's
    /// hourly forecast writes "11PM", "5AM"; "17" and "17時" as they are.
    static func compactHour(_ date: Date, zone: ZoneInfo, locale: DateLocale) -> String {
        let written = Array(hour(date, zone: zone, locale: locale))
        let kept = written.indices.filter { index in
            !(written[index].isWhitespace && index > 0 && index + 1 < written.count
                && written[index - 1].isNumber && written[index + 1].isLetter)
        }
        return String(kept.map { written[$0] })
    }

    /// The time of day: "17:19", "5:19 PM".
    static func time(_ date: Date, zone: ZoneInfo, locale: DateLocale) -> String {
        DateFormat.string(date, template: "jmm", timeZone: zone, locale: locale)
    }

    /// "Today" ("今日"), else the short weekday: "Mon", "月".
    static func weekday(_ date: Date, isToday: Bool, zone: ZoneInfo, locale: DateLocale) -> String {
        isToday ? Phrase("Today", ja: "今日")(locale) : DateFormat.string(date, template: "EEE", timeZone: zone, locale: locale)
    }
}
