import Foundation
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

    /// The small face or the medium city list for an entry.
    public func view(entry: ClockEntry, context: WidgetContext) -> any View {
        switch context.family {
        case .small:
            let zone = settings.zones.first ?? context.timeZone
            return ClockSmallView(face: face(entry.date, zone, context), showsSeconds: settings.showsSeconds,
                                  cities: settings.zones.map(ClockFace.cityName(of:)))
        default:
            let zones = settings.zones.isEmpty
                ? [context.timeZone] + ClockSettings.defaultWorldZones.compactMap(TimeZone.init(identifier:))
                : settings.zones
            let rows = zones.map { zone in
                (face(entry.date, zone, context), ZoneOffset.describe(zone, relativeTo: context.timeZone, at: entry.date, locale: context.locale),
                 settings.links[zone])
            }
            return ClockMediumView(rows: rows, showsSeconds: settings.showsSeconds)
        }
    }

    private func face(_ date: Date, _ zone: TimeZone, _ context: WidgetContext) -> ClockFace {
        ClockFace(date: date, zone: zone, locale: context.locale, twelveHours: settings.usesTwelveHours)
    }
}
