import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// Tiles whose rows line up: the large weather's leading edges and margins, medium clocks with one rhythm whatever
/// their number of cities, even hourly columns, the medium weather's right-hand column right-aligned.
@Suite struct TilesLineUpTests {
    static let config = """
        [dashboard]
        device = "auto"

        [[widget]]
        kind = "weather"
        size = "large"
        location = "Tokyo"

        [[widget]]
        kind = "clock"
        size = "medium"
        zones = ["America/New_York", "Europe/London"]

        [[widget]]
        kind = "clock"
        size = "medium"
        zones = ["America/Los_Angeles", "Asia/Kolkata", "Australia/Sydney"]

        [[widget]]
        kind = "clock"
        size = "medium"
        zones = ["America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Australia/Sydney"]

        [[widget]]
        kind = "weather"
        size = "medium"
        location = "Tokyo"
        """

    /// The tiles' rows at 49 columns (one tile a row), from each provider's preview.
    func lines() async throws -> [[Character]] {
        try await GoldenRenderTests.frame(Self.config, size: Size(width: 49, height: 90), content: .previews).lines().map(Array.init)
    }

    /// Each tile's inner rows (between its top and bottom edges), in the order drawn.
    func tiles(_ lines: [[Character]]) -> [[[Character]]] {
        var tiles: [[[Character]]] = [], current: [[Character]]?
        for line in lines {
            // An edge is the first thing on its row (large numerals draw corners too).
            switch line.first(where: { $0 != " " }) {
            case "╭": current = []
            case "╰": current.map { tiles.append($0) }; current = nil
            default: current?.append(line)
            }
        }
        return tiles
    }

    /// A tile row's text between its edges.
    func inside(_ row: [Character]) -> [Character] {
        guard let left = row.firstIndex(of: "│"), let right = row.lastIndex(of: "│"), left < right else { return [] }
        return Array(row[(left + 1)..<right])
    }

    @Test func theLargeWeathersRowsStartAtOneMarginAndItsDividerStaysInside() async throws {
        let weather = try #require(tiles(try await lines()).first)
        let rows = weather.map(inside).filter { !$0.allSatisfy { $0 == " " } }
        #expect(rows.count >= 12)
        for row in rows {
            #expect(row.first == " " && row.last == " ", "a cell of margin on both sides: \(String(row))")
        }
        let divider = try #require(rows.first { $0.allSatisfy { $0 == " " || $0 == "─" } })
        #expect(divider[1] == "─" && divider[divider.count - 2] == "─", "the divider spans the content, not the border")
        // The headline, the divider, the days and the sun line all start at the same column, the margin's.
        // The days' range bars, below the divider (the headline's heavy numerals draw with "━" too).
        let days = rows.drop { $0 != divider }.filter { $0.contains("━") }
        let sun = try #require(rows.last)
        #expect(days.count == 5 && String(sun).contains("Sunset"))
        for row in [rows[0], divider, sun] + days {
            #expect(row[1] != " ", "leading edge: \(String(row))")
        }
    }

    @Test func mediumClocksKeepOneRhythmWhateverTheirCities() async throws {
        let clocks = Array(tiles(try await lines()).dropFirst().prefix(3))
        #expect(clocks.count == 3)
        let cityRows = clocks.map { tile in tile.indices.filter { inside(tile[$0]).contains { $0 == "☀" || $0 == "☾" } } }
        #expect(cityRows.map(\.count) == [2, 3, 4])
        #expect(cityRows[0] == Array(cityRows[2].prefix(2)) && cityRows[1] == Array(cityRows[2].prefix(3)),
                "the rows of neighbouring clocks line up: \(cityRows)")
    }

    @Test func hourlyColumnsAreEvenAndTheMediumWeathersRightColumnIsRightAligned() async throws {
        let medium = try #require(tiles(try await lines()).last).map(inside)
        // The temperatures rows (the preview's morning, the demo's evening of wider hours): each temperature centred
        // in a column of one width.
        let demo = await DemoSampleTests.weatherTile(try DemoSampleTests.demo()).map(Array.init)
        let rows = (tiles(try await lines()) + tiles(demo)).flatMap { $0 }.map(inside).filter { String($0).filter { $0 == "°" }.count == 6 }
        #expect(rows.count >= 3, "the preview's two and the demo's sample")
        for row in rows {
            let text = String(row)
            let centres = text.split(separator: " ").map { Double(text.distance(from: text.startIndex, to: $0.startIndex)) + Double($0.count) / 2 }
            let steps = zip(centres.dropFirst(), centres).map { $0 - $1 }
            #expect(steps.count == 5 && (steps.max()! - steps.min()!) <= 1, "even columns: \(text)")
        }
        // The condition and today's range end at the same column.
        let trailingBlanks = medium.prefix(2).map { $0.reversed().prefix { $0 == " " }.count }
        #expect(trailingBlanks == [1, 1], "right-aligned at the margin: \(medium.prefix(2).map { String($0) })")
    }
}
