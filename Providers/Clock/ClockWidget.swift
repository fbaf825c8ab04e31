import FoundationEssentials
import WidgettyKit

/// The clock: local time in large numerals, or several cities at once.
public struct ClockWidget: Widget {
    public static let kind = "clock"
    public static let displayName = "Clock"
    public static let description = "Shows the time in large numerals, or the time in several cities with their offsets."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium]
    public static var options: [WidgetOption] { ClockSettings.options }

    private let settings: ClockSettings
    public let provider: ClockProvider

    /// Reads the zones, seconds and hour cycle from validated settings.
    public init(settings: WidgetSettings) {
        self.settings = ClockSettings(settings)
        provider = ClockProvider(showsSeconds: self.settings.showsSeconds)
    }

    /// The small face or the medium city list for an entry; a tap on the small one shows its city's time, date and
    /// offset (`ShowCityTime`), on the medium one every city it lists (`ShowWorldClock`).
    public func view(entry: ClockEntry, context: WidgetContext) -> any View {
        let local = context.timeZone
        let locale = context.locale
        let twelveHours = settings.usesTwelveHours(in: locale)
        let face = { (zone: ZoneInfo) in ClockFace(date: entry.date, zone: zone, locale: locale, twelveHours: twelveHours) }
        switch context.family {
        case .small:
            let zone = settings.zones.first ?? local
            return ClockSmallView(face: face(zone), showsSeconds: settings.showsSeconds, cities: settings.zones.map(ClockFace.cityName(of:)))
                .widgetIntent(ShowCityTime(zone: zone, local: local, at: entry.date, locale: locale, twelveHours: twelveHours))
        default:
            let cities = worldZones(local: local)
            let rows = cities.map { zone in
                (face(zone), ZoneOffset.describe(zone, relativeTo: local, at: entry.date, locale: locale), settings.links[zone])
            }
            return ClockMediumView(rows: rows, showsSeconds: settings.showsSeconds)
                .widgetIntent(ShowWorldClock(zones: cities, local: local, at: entry.date, locale: locale, twelveHours: twelveHours))
        }
    }

    /// The cities a medium clock lists: the configured ones, else here and the default world cities.
    private func worldZones(local: ZoneInfo) -> [ZoneInfo] {
        settings.zones.isEmpty ? [local] + ClockSettings.defaultWorldZones.compactMap(ZoneDatabase.system.zone(named:)) : settings.zones
    }

    /// "Copy Time": the time of the clock's first zone (else the dashboard's) at the moment the menu is chosen from.
    public func quickActions(entry: ClockEntry, context: WidgetContext) -> [QuickAction] {
        let zone = settings.zones.first ?? context.timeZone
        let face = ClockFace(date: context.date, zone: zone, locale: context.locale, twelveHours: settings.usesTwelveHours(in: context.locale))
        let copy = CopyTime(face: face)
        return [QuickAction(Phrase("Copy Time", ja: "時刻をコピー")(context.locale), subtitle: copy.text + Phrase(", ", ja: "、")(context.locale) + face.city,
                            glyph: "⧉", action: .perform(copy, role: .normal))]
    }
}
