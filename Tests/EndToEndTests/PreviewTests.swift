import Foundation
import Testing
import WidgettyTestSupport

/// `render --previews` at night and by day: every widget's gallery sample matches the moment and zone it is shown at.
@Suite struct PreviewTests {
    static let config = """
    [dashboard]
    theme = "dark"
    device = "414x896"
    [[widget]]
    kind = "clock"
    size = "small"
    zones = ["America/New_York"]
    [[widget]]
    kind = "clock"
    size = "small"
    [[widget]]
    kind = "clock"
    size = "medium"
    zones = ["America/New_York", "Asia/Tokyo"]
    [[widget]]
    kind = "weather"
    size = "large"
    name = "New York"
    latitude = 40.79
    longitude = -73.97
    [[widget]]
    kind = "weather"
    size = "small"
    name = "NYC"
    latitude = 40.79
    longitude = -73.97
    [[widget]]
    kind = "weather"
    size = "medium"
    name = "Manhattan"
    latitude = 40.79
    longitude = -73.97
    """

    static func previews(at moment: String) async throws -> [String] {
        let file = try BuiltBinary.temporaryFile(config)
        let result = try await BuiltBinary.run(["render", "--config", file.path, "--size", "49x90", "--at", moment, "--previews"],
                                         environment: ["TZ": "UTC", "LANG": "en_US.UTF-8"])
        #expect(result.status == 0, "\(result.error)")
        // ICU writes a narrow no-break space before AM and PM. (Glyphs carry a text-style selector,
        // so tests look for their scalars: "⛅︎" is one Character that is not "⛅".)
        return result.output.replacingOccurrences(of: "\u{202F}", with: " ").components(separatedBy: "\n")
    }

    /// 03:00 UTC: 22:00 in New York (night), noon in Tokyo.
    @Test func atNightInNewYork() async throws {
        let lines = try await Self.previews(at: "2026-11-22T03:00:00Z")
        #expect(lines.contains { $0.contains("New York") && $0.contains("☾") }, "the clock's city row has the moon")
        #expect(lines.contains { $0.contains("Tokyo") && $0.contains("☀") })
        let weather = try #require(lines.firstIndex { $0.contains("│ New York") && ($0.contains("clear") || $0.contains("cloudy")) })
        #expect(lines[weather].contains("☾"), "night glyph now: \(lines[weather])")
        #expect(lines.contains { $0.contains(/11PM +12AM +1AM/) }, "the next hours in New York's time")
        #expect(lines.contains { $0.contains("Sunrise 6:30 AM") }, "the next sun event at night is the sunrise")
        // The small and medium tiles come last; the large one's day rows keep their daytime glyphs.
        let small = try #require(lines.firstIndex { $0.contains("│ NYC") })
        let tiles = lines[small...].joined(separator: "\n")
        #expect(tiles.contains("☾ Mainly clear") && !tiles.unicodeScalars.contains("⛅"), "small and medium: the moon, no sun: \(tiles)")
        let manhattan = try #require(lines.firstIndex { $0.contains("│ Manhattan") })
        #expect(lines[manhattan...].contains { $0.contains(/11PM +12AM +1AM/) }, "the medium tile's hours in New York's time")
    }

    /// 15:00 UTC: 10:00 in New York (day), midnight in Tokyo.
    @Test func byDayInNewYork() async throws {
        let lines = try await Self.previews(at: "2026-11-22T15:00:00Z")
        #expect(lines.contains { $0.contains("New York") && $0.contains("☀") })
        #expect(lines.contains { $0.contains("Tokyo") && $0.contains("☾") })
        let weather = try #require(lines.firstIndex { $0.contains("│ New York") && $0.contains("cloudy") })
        #expect(!lines[weather].contains("☾"), "a day glyph now: \(lines[weather])")
        #expect(lines.contains { $0.contains(/11AM +12PM +1PM/) }, "the hours in equal columns, each label without its space")
        #expect(lines.contains { $0.contains("Sunset 5:30 PM") }, "sunset in the evening")
        let manhattan = try #require(lines.firstIndex { $0.contains("│ Manhattan") })
        #expect(lines[manhattan].unicodeScalars.contains("⛅") && !lines[manhattan...].prefix(9).joined().contains("☾"), "small and medium by day: no moon")
        #expect(!lines.joined().contains("☾ Mainly clear") && !lines.joined().contains("AM  ☾"))
    }
}
