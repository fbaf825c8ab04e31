import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WeatherProvider

/// Our own Oslo week (`Tests/Fixtures/open-meteo`), which a clone always has: decoded, turned into hourly entries
/// and drawn in every size, so the weather widget is covered with nothing beside the checkout.
@Suite struct OwnForecastTests {
    static let now = ISO8601DateFormatter().date(from: "2026-11-22T09:41:07Z")!

    static func forecast() throws -> Forecast { try ForecastDecoder.forecast(from: BuiltBinary.ownForecast()) }

    static func entry() throws -> WeatherEntry {
        try #require(WeatherTimeline.timeline(for: try forecast(), place: "Oslo", at: now).entries.first)
    }

    @Test func theWeekDecodesInItsZone() throws {
        let forecast = try Self.forecast()
        #expect(forecast.timeZone.identifier == "Europe/Oslo")
        #expect(forecast.temperatureUnit == "°C")
        #expect(forecast.current?.temperature == 3.6 && forecast.current?.condition == .overcast)
        #expect(forecast.hours.count == 168)
        #expect(forecast.hours[0].time == ISO8601DateFormatter().date(from: "2026-11-21T23:00:00Z"), "local midnight at GMT+1")
        #expect(forecast.days.count == 7)
        #expect(forecast.days[2].condition == .snow(.light))
        #expect(forecast.days[0].sunset == ISO8601DateFormatter().date(from: "2026-11-22T14:17:00Z"))
    }

    @Test func everySizeDrawsTheWeek() throws {
        let entry = try Self.entry()
        #expect(WeatherViewTests.lines(entry, family: .small, columns: 16, rows: 8) == [
            "Oslo",
            "╻ ╻°",
            "┗━┫",
            "  ╹",
            "",
            "",
            "☁︎ Overcast",
            "H:6° L:−2°",
        ])
        #expect(WeatherViewTests.lines(entry, family: .medium, columns: 39, rows: 8) == [
            "Oslo                         ☁︎ Overcast",
            "╻ ╻°                         H:6° L:−2°",
            "┗━┫",
            "  ╹",
            "",
            "  11AM  12PM  1PM   2PM   3PM   4PM",
            "   ☁︎     ☁︎     ☁︎     ☁︎     ☁︎     ☁︎",
            "   5°    6°    6°    6°    6°    6°",
        ])
        let large = WeatherViewTests.lines(entry, family: .large, columns: 39, rows: 20)
        #expect(large.first == "Oslo                         ☁︎ Overcast")
        #expect(Array(large.drop { !$0.hasPrefix("─") }.prefix(7)) == [
            "───────────────────────────────────────",
            "Today ☁︎   −2° ────────━━━━━━━●━━━─   6°",
            "Mon   ☂︎   −1° ─────────━━━━━━━━━━━   7°",
            "Tue   ❄︎   −5° ────━━━━━━━━━━━─────   3°",
            "Wed   ⛅︎  −7° ─━━━━━━━━━━━────────   1°",
            "Thu   ☀︎   −8° ━━━━━━━━━━━─────────   0°",
            "Sunset 3:17\u{202F}PM                    ● now",
        ])
    }

    /// Today's range takes in the temperature now, as iOS's does: colder than the day's low, the low and the bar start
    /// there (the dot inside the bar, not pinned past its end), and warmer than the high, the high and the bar end there.
    @Test(arguments: [(-7.0, "Today ☁︎   −7° ─●━━━━━━━━━━━━━━━━━─   6°", "H:6° L:−7°"),
                      (9.0, "Today ☁︎   −2° ───────━━━━━━━━━━━━●   9°", "H:9° L:−2°")])
    func todaysRangeTakesInTheTemperatureNow(now temperature: Double, today: String, range: String) throws {
        let forecast = try Self.forecast()
        var hour = try #require(forecast.conditions(at: Self.now))
        hour.temperature = temperature
        let entry = try #require(WeatherTimeline.entry(at: Self.now, hour: hour, forecast: forecast, place: "Oslo"))
        let large = WeatherViewTests.lines(entry, family: .large, columns: 39, rows: 20)
        #expect(large.first { $0.hasPrefix("Today") } == today, "\(large)")
        #expect(large[1].hasSuffix(range), "\(large[1])")
    }

    /// The hours' columns are one width and their block is centred in the row (24-hour labels as they are).
    @Test func theHoursAreCentredInEqualColumns() throws {
        let medium = WeatherViewTests.lines(try Self.entry(), family: .medium, columns: 39, rows: 8, locale: "en_GB")
        #expect(Array(medium.suffix(3)) == [
            "   11    12    13    14    15    16",
            "   ☁︎     ☁︎     ☁︎     ☁︎     ☁︎     ☁︎",
            "   5°    6°    6°    6°    6°    6°",
        ])
    }
}
