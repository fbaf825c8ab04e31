import FoundationEssentials

/// Dates written from a skeleton ("jmm", "EEE", "MMMMd") in a locale and zone, as the locale writes them.
///
/// The zone is read from the system's tz database (`ZoneInfo`) and the words from the C library's
/// locale (`DateLocale`), not from ICU: an ICU formatter cost more to make than a frame can spend.
public enum DateFormat {
    /// `date` written from `template` for `locale` in `timeZone`: "17:19", "5:19 PM", "土", "11月22日".
    public static func string(_ date: Date, template: String, timeZone: ZoneInfo, locale: DateLocale) -> String {
        locale.string(timeZone.civilTime(at: date), skeleton: template)
    }
}
