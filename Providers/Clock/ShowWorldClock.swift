import FoundationEssentials
import WidgettyKit

/// "World Clock", the medium clock's tap: every city it lists with its time, day and offset from here, in a sheet over
/// the home screen, as a tap on a clock opens the world clock.
struct ShowWorldClock: HostIntent {
    static let title = "World Clock"
    let request: HostRequest

    /// The times in `zones` at `date`, each row the time, the city, then its day and offset against `local`.
    init(zones: [ZoneInfo], local: ZoneInfo, at date: Date, locale: DateLocale, twelveHours: Bool) {
        let rows = zones.map { zone in
            let face = ClockFace(date: date, zone: zone, locale: locale, twelveHours: twelveHours)
            return HostRequest.Row(CopyTime(face: face).text, face.city,
                                   detail: ZoneOffset.describe(zone, relativeTo: local, at: date, locale: locale))
        }
        request = .showList(title: Phrase("World Clock", ja: "世界時計")(locale), rows: rows,
                            empty: Phrase("No cities", ja: "都市がありません")(locale))
    }
}
