import Foundation
import Synchronization

/// How the weather tile writes temperatures, hours and weekdays in the viewer's locale and the place's zone.
enum WeatherFormat {
    /// "−1°", "23°": rounded, with a true minus sign.
    static func temperature(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        return (rounded < 0 ? "−\(-rounded)" : "\(rounded)") + "°"
    }

    /// "H:25° L:18°", as the iOS widget writes today's range.
    static func range(_ day: Forecast.Day) -> String {
        "H:\(temperature(day.high)) L:\(temperature(day.low))"
    }

    /// The hour as the locale writes a bare hour: "17", "5 PM", "17時".
    static func hour(_ date: Date, zone: TimeZone, locale: Locale) -> String {
        formatter("j", zone: zone, locale: locale).string(from: date)
    }

    /// The time of day: "17:19", "5:19 PM".
    static func time(_ date: Date, zone: TimeZone, locale: Locale) -> String {
        formatter("jmm", zone: zone, locale: locale).string(from: date)
    }

    /// "Today", else the short weekday: "Mon", "月".
    static func weekday(_ date: Date, isToday: Bool, zone: TimeZone, locale: Locale) -> String {
        isToday ? "Today" : formatter("EEE", zone: zone, locale: locale).string(from: date)
    }

    private static let formatters = Mutex<[String: DateFormatter]>([:])

    /// A formatter made once per skeleton, zone and locale: making one costs more than a frame can spend.
    private static func formatter(_ template: String, zone: TimeZone, locale: Locale) -> DateFormatter {
        formatters.withLock { cache in
            let key = "\(template)|\(zone.identifier)|\(locale.identifier)"
            if let formatter = cache[key] { return formatter }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = zone
            formatter.setLocalizedDateFormatFromTemplate(template)
            cache[key] = formatter
            return formatter
        }
    }
}
