import FoundationEssentials
import WidgettyKit

/// What the weather tile shows from one hour: now, today's range, the next hours, the next days, and the next sun event.
public struct WeatherEntry: TimelineEntry {
    /// A coming sunrise or sunset.
    public struct SunEvent: Sendable, Equatable, Encodable {
        public var isSunrise: Bool
        public var time: Date
    }

    public var date: Date
    public var relevance: TimelineEntryRelevance?
    /// The place's name as the tile shows it.
    public var place: String
    public var timeZone: String
    /// "°C" or "°F", as the API wrote it.
    public var temperatureUnit: String
    /// The conditions now: the observed ones for the first entry, the hourly forecast for later ones.
    public var now: Forecast.Hour
    /// Today's low and high in the place's time zone, when the forecast has today.
    public var today: Forecast.Day?
    /// The six hours after this one.
    public var nextHours: [Forecast.Hour]
    /// Five days from today.
    public var days: [Forecast.Day]
    public var sunEvent: SunEvent?
    /// The page the tile opens (`forecast_url`, else a forecast map at the place); none for samples.
    public var forecastURL: URL? = nil
}
