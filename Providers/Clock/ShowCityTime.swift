import FoundationEssentials
import WidgettyKit

/// A small clock's tap: its city's time, date and offset from local time, in a sheet over the home screen, as the
/// Clock app shows one city (a medium clock's tap shows every city, `ShowWorldClock`).
struct ShowCityTime: HostIntent {
    static let title = "City Time"
    let request: HostRequest

    /// The time in `zone` at `date`, its weekday and date, and how it stands against `local`.
    init(zone: ZoneInfo, local: ZoneInfo, at date: Date, locale: DateLocale, twelveHours: Bool) {
        let face = ClockFace(date: date, zone: zone, locale: locale, twelveHours: twelveHours)
        let offset = zone.identifier == local.identifier
            ? Phrase("Local time", ja: "現地時刻")(locale) : ZoneOffset.describe(zone, relativeTo: local, at: date, locale: locale)
        request = .showList(title: face.city, rows: [
            HostRequest.Row(Phrase("Time", ja: "時刻")(locale), CopyTime(face: face).text),
            HostRequest.Row(Phrase("Date", ja: "日付")(locale), "\(face.weekday), \(face.dayAndMonth)"),
            HostRequest.Row(Phrase("Offset", ja: "時差")(locale), offset),
        ], empty: "")
    }
}
