import FoundationEssentials
import WidgettyKit

/// A place's weather as the widget uses it: now, the coming hours and the coming days, in absolute times.
public struct Forecast: Sendable, Equatable {
    /// The weather at one moment.
    public struct Hour: Sendable, Equatable, Encodable {
        public var time: Date
        public var temperature: Double
        public var condition: WeatherCondition?
        /// Percent, when the response has it.
        public var precipitationProbability: Int?
        /// Daylight at that hour, when the response says; else judged from sunrise and sunset.
        public var isDay: Bool?
    }

    /// One day's outlook.
    public struct Day: Sendable, Equatable, Encodable {
        /// The start of the day in the place's time zone.
        public var date: Date
        public var condition: WeatherCondition?
        /// The day's low, when the response has one (some ask only for highs).
        public var low: Double?
        public var high: Double
        public var sunrise: Date?
        public var sunset: Date?

        /// The day with its range widened to take in `temperature` (a high below it rises to it; a low above it falls
        /// to it); a day without a low keeps none.
        func including(_ temperature: Double) -> Day {
            var day = self
            day.high = Swift.max(high, temperature)
            day.low = low.map { Swift.min($0, temperature) }
            return day
        }
    }

    /// The place's time zone, for hours and weekdays as people there read them.
    public var timeZone: ZoneInfo
    /// The unit temperatures are in, as the API wrote it ("°C", "°F").
    public var temperatureUnit: String
    /// The latest observed (or nowcast) conditions, when the response has them.
    public var current: Hour?
    /// Seconds `current` stands for from its time (the response's `interval`: 15 minutes at Open-Meteo).
    public var currentInterval: TimeInterval
    /// Hourly forecast, in time order.
    public var hours: [Hour]
    /// Daily forecast, in date order.
    public var days: [Day]

    /// The conditions to show at `date`: `current` while `date` lies within its interval of its time; else the hour of
    /// the forecast that holds `date` (data fetched hours or days before the moment shown, `--at` another day); else, for
    /// a moment outside every hour, `current`, or the nearest hour when there is none.
    public func conditions(at date: Date) -> Hour? {
        if let current, abs(date.timeIntervalSince(current.time)) <= currentInterval { return current }
        if let index = hours.lastIndex(where: { $0.time <= date }) {
            let end = hours.indices.contains(index + 1) ? hours[index + 1].time : hours[index].time.addingTimeInterval(3600)
            if date < end { return hours[index] }
        }
        return current ?? hours.last { $0.time <= date } ?? hours.first
    }
}

extension Forecast {
    /// The forecast with each day whose low is above its high put the right way round (the two swapped, as a
    /// server that mixed up its columns meant), and a line for the log about each such day: never "H:15° L:20°".
    func withOrderedDailyRanges() -> (forecast: Forecast, notes: [String]) {
        var ordered = self
        var notes: [String] = []
        for index in ordered.days.indices {
            let day = ordered.days[index]
            guard let low = day.low, low > day.high else { continue }
            let date = timeZone.civilTime(at: day.date).dateText
            notes.append("The forecast for \(date) has a low of \(low)\(temperatureUnit) above its high of \(day.high)\(temperatureUnit); they are shown swapped")
            (ordered.days[index].low, ordered.days[index].high) = (day.high, low)
        }
        return (ordered, notes)
    }
}
