import Foundation
import Synchronization

/// Dates written from a skeleton ("jmm", "EEE", "MMMMd") in a locale and zone, as the locale writes them.
///
/// Formatters are made once per skeleton, zone and locale: making one costs
/// more than a frame can spend, and frames format dates many times.
public enum DateFormat {
    /// `date` written from `template` for `locale` in `timeZone`: "17:19", "5:19 PM", "土", "11月22日".
    public static func string(_ date: Date, template: String, timeZone: TimeZone, locale: Locale) -> String {
        formatter(template, timeZone: timeZone, locale: locale).string(from: date)
    }

    private struct Key: Hashable {
        let template: String
        let timeZone: TimeZone
        let locale: Locale
    }

    private static let formatters = Mutex<[Key: DateFormatter]>([:])

    private static func formatter(_ template: String, timeZone: TimeZone, locale: Locale) -> DateFormatter {
        formatters.withLock { cache in
            let key = Key(template: template, timeZone: timeZone, locale: locale)
            if let formatter = cache[key] { return formatter }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            cache[key] = formatter
            return formatter
        }
    }
}
