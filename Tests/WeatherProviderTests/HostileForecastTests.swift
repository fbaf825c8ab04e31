import Foundation
import Testing
import WidgettyKit
import WidgettyNetwork
import WidgettyTestSupport
@testable import WeatherProvider

/// What a hostile or broken Open-Meteo can send: numbers no weather has, arrays without end, bodies without end.
/// Each becomes the widget's error in plain words, never a trap or unbounded memory.
@Suite struct HostileForecastTests {
    func problem(_ body: Data) -> String? {
        do { _ = try ForecastDecoder.forecast(from: body) } catch let problem as WidgetProblem { return problem.message } catch { return "\(error)" }
        return nil
    }

    @Test(arguments: [
        ("current", "temperature_2m", nil, "Open-Meteo sent a temperature of 1e+300 °C at current.temperature_2m"),
        ("hourly", "temperature_2m", 5, "Open-Meteo sent a temperature of 1e+300 °C at hourly.temperature_2m[5]"),
        ("daily", "temperature_2m_max", 2, "Open-Meteo sent a temperature of 1e+300 °C at daily.temperature_2m_max[2]"),
        ("daily", "temperature_2m_min", 0, "Open-Meteo sent a temperature of 1e+300 °C at daily.temperature_2m_min[0]"),
    ] as [(String, String, Int?, String)])
    func anAbsurdTemperatureIsTheWidgetsError(section: String, key: String, index: Int?, message: String) throws {
        let body = try HostileAnswers.forecast { HostileAnswers.set(1e300, at: section, key, index: index, in: &$0) }
        #expect(problem(body) == message)
    }

    @Test func temperaturesBeyondAnyRecordAreRefusedInBothDirections() throws {
        for value in [-1e300, 151.0, -151.0, 9.3e18] {
            let body = try HostileAnswers.forecast { HostileAnswers.set(value, at: "current", "temperature_2m", in: &$0) }
            #expect(problem(body)?.hasPrefix("Open-Meteo sent a temperature of") == true, "\(value)")
        }
        let plausible = try HostileAnswers.forecast { HostileAnswers.set(-89.2, at: "current", "temperature_2m", in: &$0) }
        #expect(problem(plausible) == nil)
    }

    @Test func anArrayPastTheLimitIsRefused() throws {
        let body = try HostileAnswers.forecast { object in
            var hourly = object["hourly"] as! [String: Any]
            hourly["temperature_2m"] = Array(repeating: 1.0, count: InputLimits.decodedArrayLength + 1)
            object["hourly"] = hourly
        }
        #expect(problem(body) == "Open-Meteo sent 10001 values at hourly.temperature_2m; at most 10000 are read")
    }

    @Test func timesOutsideAnyForecastAreSkipped() {
        #expect(TimeValue.unix(Int.max).date(utcOffset: 0) == nil)
        #expect(TimeValue.unix(Int.min).date(utcOffset: 0) == nil)
        #expect(TimeValue.local("99999999999-01-01T00:00").date(utcOffset: 0) == nil)
        #expect(TimeValue.local("2026-01-01T00:00").date(utcOffset: Int.max) == nil, "an offset no zone has is no time")
    }

    @Test func aNumberThatIsNoTemperatureNeverTraps() {
        #expect(WeatherFormat.temperature(.nan) == "—°")
        #expect(WeatherFormat.temperature(.infinity) == "—°")
        #expect(WeatherFormat.temperature(1e300) == "—°")
        #expect(WeatherFormat.temperature(-0.4) == "0°")
    }

    @Test func aLowAboveTheHighDrawsTheLargeTile() throws {
        var entry = try OwnForecastTests.entry()
        entry.days[1].low = 30
        entry.days[1].high = -5
        let lines = WeatherViewTests.lines(entry, family: .large, columns: 39, rows: 20)
        #expect(lines.contains { $0.contains("30°") && $0.contains("━") }, "the range is drawn from -5 to 30")
    }

    @Test func aPlusInThePlaceNameIsSentAsAPlus() throws {
        let url = try #require(QueryURL.make("http://127.0.0.1/v1/search?x=1", adding: [URLQueryItem(name: "name", value: "A+B & C=D")]))
        #expect(url.query == "x=1&name=A%2BB%20%26%20C%3DD")
    }
}

/// What the review found after the first round: more numbers and texts a server controls.
@Suite struct HostileForecastFollowUpTests {
    @Test(arguments: [Int.min, Int.max, 18 * 3600 + 1, -18 * 3600 - 1])
    func anOffsetNoZoneHasIsTheWidgetsError(offset: Int) throws {
        let body = try HostileAnswers.forecast { object in
            object["utc_offset_seconds"] = offset
            object["timezone"] = nil
        }
        do {
            _ = try ForecastDecoder.forecast(from: body)
            Issue.record("an offset of \(offset) s was accepted")
        } catch let problem as WidgetProblem {
            #expect(problem.message == "Open-Meteo sent a UTC offset of \(offset) s at utc_offset_seconds")
        }
        #expect(TimeValue.local("2026-01-01T00:00").date(utcOffset: Int.min) == nil)
    }

    @Test func aServersLongReasonIsShortenedAndSoIsItsUnit() throws {
        let reason = String(repeating: "R", count: 500_000)
        let body = Data("{\"error\":true,\"reason\":\"\(reason)\"}".utf8)
        do {
            _ = try ForecastDecoder.forecast(from: body)
            Issue.record("an error body was read as a forecast")
        } catch let problem as WidgetProblem {
            #expect(problem.message.count == InputLimits.problemCharacters)
            #expect(problem.message.hasSuffix("R…"))
        }
        let unit = try HostileAnswers.forecast { HostileAnswers.set(String(repeating: "°", count: 100_000), at: "hourly_units", "temperature_2m", in: &$0) }
        #expect(try ForecastDecoder.forecast(from: unit).temperatureUnit.count == 8)
    }

    @Test func anAddressLongerThanTheHelperReadsIsRefusedInWords() async throws {
        let url = try #require(URL(string: "http://127.0.0.1/" + String(repeating: "a", count: 20_000)))
        await #expect(throws: NetworkFailure.helper("The address for 127.0.0.1 is longer than 16 KB")) {
            _ = try await SubprocessFetcher(program: BuiltBinary.path).get(url, timeout: 1)
        }
    }
}
