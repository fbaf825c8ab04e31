import Foundation

/// Dates written from a skeleton ("jmm", "EEE", "MMMMd") in a locale and zone, as the locale writes them.
///
/// The zone is read from the system's tz database (`ZoneInfo`) and the words from the C library's
/// locale (`DateLocale`), not from ICU: an ICU formatter cost more to make than a frame can spend.
public enum DateFormat {
    /// `date` written from `template` for `locale` in `timeZone`: "17:19", "5:19 PM", "土", "11月22日".
    public static func string(_ date: Date, template: String, timeZone: TimeZone, locale: Locale) -> String {
        let seconds = date.timeIntervalSince1970
        // A date from a file may be any Double: beyond a few hundred million years a calendar means nothing.
        let instant = seconds.isFinite ? Int64(min(max(seconds, -1e16), 1e16).rounded(.down)) : 0
        let zone = ZoneDatabase.system.zone(named: timeZone.identifier)
            ?? ZoneInfo(fixedOffset: timeZone.secondsFromGMT(for: date)) ?? .utc
        let words = DateLocale.named(locale.identifier) ?? .english
        return words.string(zone.civilTime(at: instant), skeleton: template)
    }
}
