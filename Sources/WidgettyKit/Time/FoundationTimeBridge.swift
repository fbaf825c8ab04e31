import Foundation

/// The zone and date words of a Foundation `TimeZone` and `Locale`, while widgets are still handed those: the
/// bridge goes once `WidgetContext` carries `ZoneInfo` and `DateLocale` itself.
extension ZoneInfo {
    /// The tz database's zone of `timeZone`'s name; for a name it lacks (a fixed offset, "GMT+0545"), the offset
    /// `timeZone` has at `date`; UTC beyond that.
    public static func matching(_ timeZone: TimeZone, at date: Date) -> ZoneInfo {
        ZoneDatabase.system.zone(named: timeZone.identifier) ?? ZoneInfo(fixedOffset: timeZone.secondsFromGMT(for: date)) ?? .utc
    }

    /// Seconds since the epoch of `date`, kept within the years a calendar means something in (a date from a file
    /// may be any Double).
    public static func seconds(of date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite ? Int64(min(max(seconds, -1e16), 1e16).rounded(.down)) : 0
    }
}

extension DateLocale {
    /// The installed C locale named as `locale` is, else English.
    public static func matching(_ locale: Locale) -> DateLocale {
        named(locale.identifier) ?? .english
    }
}
