import FoundationEssentials
import WidgettyKit

/// Makes a timeline from one forecast: an entry now and one at each coming hour, so the tile
/// stays right between fetches; the next fetch is asked for in about an hour.
enum WeatherTimeline {
    /// How many hours of entries one fetch yields (the tile keeps moving if reloads fail for a while).
    static let hoursAhead = 12
    /// When to fetch again.
    static let reloadAfter: TimeInterval = 3600

    /// The timeline for `forecast` of `place` from `now`.
    static func timeline(for forecast: Forecast, place: String, at now: Date) -> Timeline<WeatherEntry> {
        let coming = forecast.hours.filter { $0.time > now }.prefix(hoursAhead)
        let first = entry(at: now, hour: forecast.conditions(at: now), forecast: forecast, place: place)
        let later = coming.map { entry(at: $0.time, hour: $0, forecast: forecast, place: place) }
        return Timeline(entries: [first].compactMap { $0 } + later.compactMap { $0 },
                        policy: .after(now.addingTimeInterval(reloadAfter)))
    }

    /// The entry shown from `date`, built around the conditions of `hour`.
    static func entry(at date: Date, hour: Forecast.Hour?, forecast: Forecast, place: String) -> WeatherEntry? {
        guard var hour else { return nil }
        let calendar = forecast.timeZone
        // Today's range takes in the temperature now, as iOS's does, so now never lies beyond the day's low or high.
        let days = forecast.days.drop { $0.date < date && !calendar.isDate($0.date, inSameDayAs: date) }
            .map { calendar.isDate($0.date, inSameDayAs: date) ? $0.including(hour.temperature) : $0 }
        let today = days.first { calendar.isDate($0.date, inSameDayAs: date) }
        if hour.isDay == nil { hour.isDay = isDaylight(at: hour.time, days: forecast.days, calendar: calendar) }
        let next = forecast.hours.filter { $0.time > date }.prefix(6).map { hour -> Forecast.Hour in
            var hour = hour
            if hour.isDay == nil { hour.isDay = isDaylight(at: hour.time, days: forecast.days, calendar: calendar) }
            return hour
        }
        return WeatherEntry(date: date, relevance: relevance(now: hour, coming: forecast.hours.filter { $0.time > date }),
                            place: place, timeZone: forecast.timeZone.identifier, temperatureUnit: forecast.temperatureUnit,
                            now: hour, today: today, nextHours: Array(next), days: Array(days.prefix(5)),
                            sunEvent: sunEvent(after: date, days: forecast.days))
    }

    /// 1 when rain or snow starts within two hours or something severe is coming within twelve; 0 (not relevant) otherwise,
    /// so a smart stack goes back to its first widget on a plain day.
    static func relevance(now: Forecast.Hour, coming: [Forecast.Hour]) -> TimelineEntryRelevance {
        let soon = coming.prefix(2)
        let startsSoon = now.condition?.isPrecipitation != true
            && soon.contains { $0.condition?.isPrecipitation == true || ($0.precipitationProbability ?? 0) >= 60 }
        let severe = ([now] + coming.prefix(12)).contains { $0.condition?.isSevere == true }
        return TimelineEntryRelevance(score: startsSoon || severe ? 1 : 0, duration: 3600)
    }

    /// Daylight by that day's sunrise and sunset; 06:00 to 18:00 local when the forecast has neither.
    private static func isDaylight(at time: Date, days: [Forecast.Day], calendar: ZoneInfo) -> Bool {
        let day = days.first { calendar.isDate($0.date, inSameDayAs: time) }
        if let sunrise = day?.sunrise, let sunset = day?.sunset { return time >= sunrise && time < sunset }
        return (6..<18).contains(calendar.civilTime(at: time).hour)
    }

    /// The first sunrise or sunset after `date`.
    private static func sunEvent(after date: Date, days: [Forecast.Day]) -> WeatherEntry.SunEvent? {
        let events = days.flatMap { day in
            [day.sunrise.map { WeatherEntry.SunEvent(isSunrise: true, time: $0) },
             day.sunset.map { WeatherEntry.SunEvent(isSunrise: false, time: $0) }].compactMap { $0 }
        }
        return events.filter { $0.time > date }.min { $0.time < $1.time }
    }
}
