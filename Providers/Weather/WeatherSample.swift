import Foundation

/// Plausible weather for the placeholder: a mild, partly cloudy day, drawn redacted until real data arrives.
enum WeatherSample {
    /// The sample entry at `date` for `place`.
    static func entry(at date: Date, place: String) -> WeatherEntry {
        let hour = { (offset: Int, temperature: Double, code: Int) in
            Forecast.Hour(time: date.addingTimeInterval(Double(offset) * 3600), temperature: temperature,
                          condition: WeatherCondition(code: code), precipitationProbability: 10, isDay: true)
        }
        let day = { (offset: Int, low: Double, high: Double, code: Int) in
            Forecast.Day(date: date.addingTimeInterval(Double(offset) * 86_400), condition: WeatherCondition(code: code),
                         low: low, high: high, sunrise: nil, sunset: nil)
        }
        return WeatherEntry(
            date: date, relevance: nil, place: place, timeZone: "UTC", temperatureUnit: "°C",
            now: hour(0, 21, 2), today: day(0, 12, 24, 2),
            nextHours: [hour(1, 22, 2), hour(2, 23, 1), hour(3, 23, 1), hour(4, 22, 2), hour(5, 20, 3), hour(6, 18, 3)],
            days: [day(0, 12, 24, 2), day(1, 13, 25, 1), day(2, 14, 23, 3), day(3, 11, 19, 61), day(4, 10, 20, 2)],
            sunEvent: WeatherEntry.SunEvent(isSunrise: false, time: date.addingTimeInterval(5 * 3600)))
    }
}
