import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WeatherProvider

/// A day whose low is above its high (a server that mixed up its columns) is drawn the right way round, and logged.
@Suite struct DailyRangeTests {
    /// Two days in Open-Meteo's shape: the first with its low above its high, the second as it should be.
    static let body = Data("""
    {"utc_offset_seconds": 0, "timezone": "UTC", "hourly_units": {"temperature_2m": "°C"},
     "hourly": {"time": ["2026-11-26T09:00", "2026-11-26T10:00"], "temperature_2m": [16.0, 17.5]},
     "daily": {"time": ["2026-11-26", "2026-11-27"], "temperature_2m_max": [15.0, 12.0], "temperature_2m_min": [20.0, 4.0]}}
    """.utf8)

    @Test func aLowAboveItsHighIsSwappedAndLogged() async throws {
        let log = TestLog()
        var context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 360, heightPoints: 169),
                                    date: ISO8601DateFormatter().date(from: "2026-11-26T09:30:00Z")!)
        context.services = WidgetServices(kind: WeatherWidget.kind, fetcher: FixtureFetcher(body: Self.body), logger: log.logger)
        let settings = WeatherSettings(WidgetSettings(options: WeatherSettings.options,
                                                      values: ["latitude": .number(51.5), "longitude": .number(0), "name": .string("London")]))
        let entry = try #require(try await WeatherProvider(settings: settings).timeline(in: context).entries.first)
        let today = try #require(entry.today)
        #expect((today.low, today.high) == (15, 20))
        #expect(entry.days.map(\.high) == [20, 12] && entry.days.map(\.low) == [15, 4], "the second day is kept as it came")
        #expect(log.lines == ["notice The forecast for 2026-11-26 has a low of 20.0°C above its high of 15.0°C; they are shown swapped"])
        #expect(WeatherFormat.range(today, locale: DateLocale.named("en_US")!) == "H:20° L:15°")
    }
}
