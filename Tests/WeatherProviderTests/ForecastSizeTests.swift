import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WeatherProvider

/// A forecast is about 10 KB, and decoding one costs about 25 times its size: the weather reads at most
/// `WeatherSettings.largestAnswer` of an answer, whatever `max_bytes` says, and the decoder refuses more unread.
@Suite struct ForecastSizeTests {
    /// A forecast (our own Oslo week) padded with spaces past 1 MiB is refused before decoding; at 1 MiB it still reads.
    @Test func aForecastOverTheLimitIsRefusedUnread() throws {
        let forecast = try HostileAnswers.forecast { _ in }
        let padding = WeatherSettings.largestAnswer - forecast.count
        #expect(throws: Never.self) { try ForecastDecoder.forecast(from: forecast + Data(repeating: 0x20, count: padding)) }
        let problem = #expect(throws: WidgetProblem.self) {
            try ForecastDecoder.forecast(from: forecast + Data(repeating: 0x20, count: padding + 1))
        }
        #expect(problem?.message == "The forecast is over 1 MB (Open-Meteo’s are about 10 KB) and is not read; check base_url")
    }

    /// `max_bytes` may lower what is read (the option is shared with other kinds, up to 64 MiB) but not raise it past 1 MiB.
    @Test(arguments: [(64 << 20, 1 << 20), (8 << 20, 1 << 20), (4096, 4096)])
    func maxBytesIsReadUpToTheLimit(given: Int, read: Int) {
        let settings = WeatherSettings(WidgetSettings(options: WeatherSettings.options, values: ["max_bytes": .integer(given)]))
        #expect(settings.maxBytes == read)
    }

    /// The weather's `max_bytes` says it reads 1 MiB by default and at most, and `check` warns of a larger one (a file
    /// written before still loads: a warning, not an error).
    @Test func maxBytesDefaultsToWhatIsReadAndALargerOneIsAWarning() throws {
        #expect(WeatherSettings.maxBytesOption.defaultValue == .integer(1 << 20))
        #expect(WeatherSettings.maxBytesOption.summary.contains("default 1048576 (1 MiB), which is also the most the weather reads"))
        let warnings = { (given: Int) in
            WeatherSettings.rules.flatMap { $0.problems(in: WidgetSettings(options: WeatherSettings.options, values: [
                "max_bytes": .integer(given), "location": .string("Oslo")])) }
        }
        let warning = try #require(warnings(64 << 20).first)
        #expect(warning.severity == .warning && warning.key == "max_bytes")
        #expect(warning.message == "is 67108864, but the weather reads at most 1048576 bytes (1 MiB) of an answer, a forecast being "
                + "about 10 KB; remove max_bytes or set it to at most 1048576")
        #expect(warnings(1 << 20).isEmpty && warnings(4096).isEmpty)
    }

    /// An answer past the limit says what a forecast is, never to raise max_bytes past what is read.
    @Test func tooLargeAtTheLimitSaysWhatAForecastIs() {
        #expect(WeatherSettings.problem(.tooLarge(host: "127.0.0.1", limit: 1 << 20)).message
                == "127.0.0.1 sent more than 1 MB, the most widgetty reads of one answer; a forecast is about 10 KB, so check base_url and geocoding_url")
        #expect(WeatherSettings.problem(.tooLarge(host: "127.0.0.1", limit: 4096)).message
                == "127.0.0.1 sent more than 4 KB; if that is expected, raise max_bytes (up to 1048576, 1 MB)")
    }
}
