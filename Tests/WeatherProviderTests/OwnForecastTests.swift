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
            "11\u{202F}AM 12\u{202F}PM  1\u{202F}PM  2\u{202F}PM  3\u{202F}PM  4\u{202F}PM",
            "  ☁︎     ☁︎     ☁︎     ☁︎     ☁︎     ☁︎",
            "  5°    6°    6°    6°    6°    6°",
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
}
