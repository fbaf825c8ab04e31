import FoundationEssentials
import Glibc
import WidgettyKit

/// Plausible weather for the placeholder and the gallery's preview, consistent with the moment and zone
/// it is shown at: hours on the hour in that zone, the sun up from 06:30 to 17:30 (night glyphs at night,
/// the next sunrise or sunset in its place), and a day's curve, coolest before dawn and warmest at 15:00.
enum WeatherSample {
    /// Sunrise and sunset, in hours after local midnight.
    static let sunrise = 6.5, sunset = 17.5

    /// The sample entry at `date` for `place`, in `zone`.
    static func entry(at date: Date, place: String, zone: ZoneInfo) -> WeatherEntry {
        let civil = zone.civilTime(at: date)
        let hourStart = Date(timeIntervalSince1970: Double(ZoneInfo.seconds(of: date)) - Double(civil.minute * 60 + civil.second))
        let localHour = { (time: Date) in time.timeIntervalSince(zone.startOfDay(for: time)) / 3600 }
        let isDay = { (time: Date) in (sunrise..<sunset).contains(localHour(time)) }
        // 17° ± 6°: 11° at 03:00, 23° at 15:00.
        let temperature = { (time: Date) in (17 + 6 * cos(2 * .pi * (localHour(time) - 15) / 24)).rounded() }
        let hour = { (time: Date) in
            Forecast.Hour(time: time, temperature: temperature(time), condition: WeatherCondition(code: localHour(time) < 16 ? 2 : 1),
                          precipitationProbability: 10, isDay: isDay(time))
        }
        let day = { (offset: Int, low: Double, high: Double, code: Int) in
            let start = zone.date(of: CivilTime(year: civil.year, month: civil.month, day: civil.day + offset))
            return Forecast.Day(date: start, condition: WeatherCondition(code: code), low: low, high: high,
                                sunrise: start.addingTimeInterval(sunrise * 3600), sunset: start.addingTimeInterval(sunset * 3600))
        }
        let days = [day(0, 11, 23, 2), day(1, 12, 24, 1), day(2, 13, 22, 3), day(3, 10, 18, 61), day(4, 9, 19, 2)]
        let sunEvents = days.flatMap { [($0.sunrise!, true), ($0.sunset!, false)] }
        let next = sunEvents.first { $0.0 > date }
        var now = hour(date)
        now.time = date
        return WeatherEntry(
            date: date, relevance: nil, place: place, timeZone: zone.identifier, temperatureUnit: "°C",
            now: now, today: days[0],
            nextHours: (1...6).map { hour(hourStart.addingTimeInterval(Double($0) * 3600)) },
            days: days,
            sunEvent: next.map { WeatherEntry.SunEvent(isSunrise: $0.1, time: $0.0) })
    }

    /// The zone a place at `longitude` keeps, near enough for a sample: 15° to the hour.
    static func zone(longitude: Double) -> ZoneInfo? {
        guard let hours = Int(exactly: (longitude / 15).rounded()), abs(hours) <= 12 else { return nil }
        return ZoneInfo(fixedOffset: hours * 3600)
    }
}
