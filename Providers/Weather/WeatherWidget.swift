import FoundationEssentials
import WidgettyKit

/// Weather from Open-Meteo: now, the next hours, the next days.
public struct WeatherWidget: Widget {
    public static let kind = "weather"
    public static let displayName = "Weather"
    public static let description = "Shows the current conditions, today’s high and low, and the forecast for the next hours and days."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    public static var options: [WidgetOption] { WeatherSettings.options }
    public static let optionRules = WeatherSettings.rules

    public let provider: WeatherProvider
    /// The place as configured (`name`, else `location`), which the tile shows above the weather; nil for coordinates alone.
    public var tileName: String? { provider.settings.name ?? provider.settings.location }

    /// Reads the place, units and endpoints from validated settings.
    public init(settings: WidgetSettings) {
        provider = WeatherProvider(settings: WeatherSettings(settings))
    }

    /// The view for the tile's size, in the dashboard's glyph set.
    public func view(entry: WeatherEntry, context: WidgetContext) -> any View {
        WeatherView.view(entry: entry, context: context, glyphs: GlyphSet(rawValue: context.glyphStyle.rawValue) ?? .unicode)
    }
}
