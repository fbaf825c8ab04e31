import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
@testable import WidgettyCLI

/// Every time on one screen is on one hour cycle: the first clock's `hour_cycle` the file sets, else the locale's,
/// the C locale's being 24-hour; the calendar's event times follow the clock beside it.
@Suite struct OneHourCyclePerScreenTests {
    static func screen(clock: String, locale: DateLocale) async throws -> [String] {
        let text = """
            [[widget]]
            kind = "clock"
            size = "medium"
            \(clock)

            [[widget]]
            kind = "calendar"
            size = "medium"
            sources = ["widgetty:demo"]
            """
        return try await GoldenRenderTests.frame(text, size: Size(width: 49, height: 24), locale: locale).lines()
    }

    /// The rows that show a time of day ("9:41", "10:00 AM", "16:30").
    static func times(_ lines: [String]) -> [String] {
        lines.filter { $0.contains { $0.isNumber } && $0.contains(":") }
    }

    @Test func theCLocaleWritesEveryTimeOnA24HourClock() async throws {
        let lines = try await Self.screen(clock: "", locale: try #require(DateLocale.named("C.UTF-8")))
        #expect(Self.times(lines).count >= 3, "the clock's cities and the calendar's events show times:\n\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("AM") || $0.contains("PM") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func aClocksHourCycleAppliesToTheWholeScreen() async throws {
        let english = try #require(DateLocale.named("en_US"))
        let twelve = try await Self.screen(clock: "", locale: english)
        #expect(twelve.contains { $0.contains("AM") || $0.contains("PM") }, "en_US is on a 12-hour clock:\n\(twelve.joined(separator: "\n"))")
        let lines = try await Self.screen(clock: "hour_cycle = \"24h\"", locale: english)
        #expect(Self.times(lines).count >= 3, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("AM") || $0.contains("PM") }, "the calendar follows the clock's 24h:\n\(lines.joined(separator: "\n"))")
    }

    @Test func theFirstClockThatSetsItDecides() throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse("""
            [[widget]]
            kind = "calendar"
            [[widget]]
            kind = "clock"
            [[widget]]
            kind = "clock"
            hour_cycle = "12h"
            [[widget]]
            kind = "clock"
            hour_cycle = "24h"
            """, file: "config.toml")
        #expect(!config.screenLocale(.posix).uses24HourClock)
        let unset = try ConfigLoader(registry: ProviderCatalog.registry).parse("[[widget]]\nkind = \"clock\"\n", file: "config.toml")
        #expect(unset.screenLocale(.posix).uses24HourClock)
        #expect(!unset.screenLocale(.english).uses24HourClock)
    }
}
