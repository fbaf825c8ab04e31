import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WeatherProvider

/// The recorded Open-Meteo responses in ../shared/fixtures/open-meteo, and broken variants made from them here.
@Suite struct ForecastDecoderTests {
    func iso(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test(SharedFixtures.required) func zagrebCurrentHourlyAndDaily() throws {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture("goopenmeteo_zagreb_current_hourly_daily_sunrise.json"))
        #expect(forecast.timeZone.identifier == "Europe/Zagreb")
        #expect(forecast.temperatureUnit == "°C")
        #expect(forecast.current == Forecast.Hour(time: iso("2026-09-28T23:00:00Z"), temperature: 12.5, condition: .clear,
                                                  precipitationProbability: nil, isDay: false))
        #expect(forecast.hours.count == 48)
        #expect(forecast.hours[0].time == iso("2026-09-28T22:00:00Z"), "local midnight at GMT+2")
        #expect(forecast.hours[0].precipitationProbability == 0)
        #expect(forecast.days.map(\.high) == [25.0, 25.6], "the Zagreb file has highs only")
        #expect(forecast.days.allSatisfy { $0.low == nil })
        #expect(forecast.days[0].sunset == iso("2026-09-29T16:35:00Z"))
    }

    @Test(SharedFixtures.required) func torontoInFahrenheitAcrossTheDSTChange() throws {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture("linecast_toronto_fahrenheit_current_hourly_daily.json"))
        #expect(forecast.temperatureUnit == "°F")
        #expect(forecast.hours.count == 192)
        let gaps = Set(zip(forecast.hours, forecast.hours.dropFirst()).map { $1.time.timeIntervalSince($0.time) })
        #expect(gaps == [3600], "rows are written at a fixed offset, so they stay an hour apart across the DST change")
        #expect(forecast.days.count == 8)
        #expect(forecast.days[1].condition == .snow(.light))
        #expect(forecast.days[1].low == 30.9 && forecast.days[1].high == 39.3)
        #expect(forecast.days[0].sunrise == iso("2026-03-04T11:48:00Z"))
    }

    @Test(SharedFixtures.required) func newYorkCurrentWithWeatherCodes() throws {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture(BuiltBinary.newYorkForecast))
        #expect(forecast.current?.temperature == -1.4)
        #expect(forecast.current?.condition == .overcast)
        #expect(forecast.hours.count == 168)
        #expect(forecast.days.map(\.condition) .prefix(2) == [.overcast, .snow(.light)])
    }

    @Test(SharedFixtures.required) func munichInTheOldCurrentWeatherFormWithUnixTimes() throws {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture("magicmirror_weather_openmeteo_current_weather_munich_unixtime.json"))
        #expect(forecast.current == Forecast.Hour(time: Date(timeIntervalSince1970: 1_770_477_300), temperature: 8.5,
                                                  condition: .partlyCloudy, precipitationProbability: nil, isDay: true))
        #expect(forecast.hours.first?.time == Date(timeIntervalSince1970: 1_770_418_800))
        #expect(forecast.days.first?.sunrise == Date(timeIntervalSince1970: 1_770_445_978))
        #expect(forecast.days.first?.high == 9.5)
    }

    @Test(SharedFixtures.required) func openMeteosErrorBodyGivesItsReason() throws {
        #expect(throws: WidgetProblem("Open-Meteo says: Cannot initialize WeatherVariable from invalid String value tempeture_2m_max for key daily")) {
            try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture("error_invalid_variable_openmeteo_docs.json"))
        }
    }

    @Test(SharedFixtures.required) func truncatedJSONSaysSo() throws {
        let whole = try BuiltBinary.openMeteoFixture("goopenmeteo_zagreb_current_hourly_daily_sunrise.json")
        #expect(throws: WidgetProblem("The forecast could not be read (not valid JSON)")) {
            try ForecastDecoder.forecast(from: whole.prefix(whole.count / 2))
        }
    }

    @Test(SharedFixtures.required) func nullsInsideArraysAreSkippedNotFatal() throws {
        var text = String(decoding: try BuiltBinary.openMeteoFixture("goopenmeteo_zagreb_current_hourly_daily_sunrise.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"temperature_2m\":[12.8,", with: "\"temperature_2m\":[null,")
        let forecast = try ForecastDecoder.forecast(from: Data(text.utf8))
        #expect(forecast.hours.count == 47)
        #expect(forecast.hours[0].temperature == 12.5)
    }

    @Test func missingHourlyDataSaysWhatIsMissing() throws {
        #expect(throws: WidgetProblem("The forecast has no hourly temperatures")) {
            try ForecastDecoder.forecast(from: Data(#"{"utc_offset_seconds":0,"timezone":"GMT"}"#.utf8))
        }
        #expect(throws: WidgetProblem("The forecast could not be read (hourly.time is missing)")) {
            try ForecastDecoder.forecast(from: Data(#"{"hourly":{"temperature_2m":[1.0]}}"#.utf8))
        }
    }

    @Test func anUnknownWeatherCodeIsShownAsSuch() throws {
        let body = #"{"utc_offset_seconds":0,"hourly":{"time":["2026-11-22T09:00"],"temperature_2m":[5.0],"weather_code":[42]}}"#
        let forecast = try ForecastDecoder.forecast(from: Data(body.utf8))
        #expect(forecast.hours[0].condition == .unknown(42))
        #expect(forecast.hours[0].condition?.words == "Weather code 42")
    }
}
