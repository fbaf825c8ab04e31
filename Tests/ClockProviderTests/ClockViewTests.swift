import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import ClockProvider

/// The clock's views rendered into the content area of a 414 x 896 tile.
@Suite struct ClockViewTests {
    let date = ISO8601DateFormatter().date(from: "2026-11-22T09:41:07Z")!

    func render(_ settings: WidgetSettings, family: WidgetFamily, width: Int, height: Int) -> [String] {
        let widget = ClockWidget(settings: WidgetSettings(options: ClockWidget.options, values: settings.values))
        let context = WidgetContext(family: family, displaySize: DisplaySize(columns: width, rows: height, widthPoints: 0, heightPoints: 0),
                                    timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.posix)
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        ViewRenderer.render(widget.view(entry: ClockEntry(date: date), context: context), in: canvas.bounds, canvas: &canvas,
                            environment: RenderEnvironment(palette: palette, background: palette.tileBackground))
        return canvas.lines()
    }

    /// Zones as the configuration file's list of names reads them.
    static func zones(_ names: String...) -> WidgetSettingValue {
        .tables(names.map { ["zone": .string($0)] })
    }

    @Test func aMediumClocksCityWithAURLIsALinkOnItsOwnRow() {
        let london = URL(string: "https://www.timeanddate.com/worldclock/uk/london")!
        let settings = WidgetSettings(["zones": .tables([["zone": .string("Asia/Tokyo")],
                                                         ["zone": .string("Europe/London"), "url": .string(london.absoluteString)]])])
        let widget = ClockWidget(settings: WidgetSettings(options: ClockWidget.options, values: settings.values))
        let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 39, rows: 8, widthPoints: 0, heightPoints: 0),
                                    timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.posix)
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: 39, height: 8), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        let regions = HitRegions()
        regions.beginWidget(0, tile: canvas.bounds)
        environment.hitRegions = regions
        ViewRenderer.render(widget.view(entry: ClockEntry(date: date), context: context), in: canvas.bounds, canvas: &canvas, environment: environment)
        let links = regions.regions.compactMap { region -> (rows: ClosedRange<Int>, url: URL)? in
            guard case .openURL(let url) = region.action else { return nil }
            return (region.rect.y...(region.rect.y + region.rect.height - 1), url)
        }
        let londonRow = canvas.lines().firstIndex { $0.contains("London") }!
        let tokyoRow = canvas.lines().firstIndex { $0.contains("Tokyo") }!
        #expect(links.map(\.url) == [london], "Tokyo has no url, so only London is a link")
        #expect(links.first.map { $0.rows.contains(londonRow) && !$0.rows.contains(tokyoRow) } == true)
    }

    @Test func smallShowsWeekdayLargeTimeAndDate() {
        #expect(render(WidgetSettings(), family: .small, width: 16, height: 8) == [
            "Sunday",
            "",
            "┏━┓┏━┓ ▄ ╻ ╻╺┓",
            "┃ ┃┗━┫   ┗━┫ ┃",
            "┗━┛╺━┛ ▀   ╹ ╹",
            "",
            "November 22",
            "",
        ], "the city's row is kept, so the date sits where a small clock with a city has it")
    }

    @Test func smallWithAZoneAndSecondsNamesTheCity() {
        let lines = render(WidgetSettings(["zones": Self.zones("Asia/Tokyo"), "seconds": .bool(true)]), family: .small, width: 16, height: 8)
        #expect(lines[0] == "Sunday       :07")
        #expect(lines[2] == "╺┓ ┏━┓ ▄ ╻ ╻╺┓")
        #expect(lines[6] == "November 22")
        #expect(lines[7] == "Tokyo")
    }

    @Test func mediumListsCitiesWithOffsetsAndDayNight() {
        let lines = render(WidgetSettings(["zones": Self.zones("Asia/Tokyo", "America/New_York"), "hour_cycle": .string("12h")]),
                           family: .medium, width: 39, height: 8)
        #expect(lines == [
            "☾ Tokyo                         6:41 PM",
            "  Today, +9h",
            "☾ New York                      4:41 AM",
            "  Today, −5h",
            "",
            "",
            "",
            "",
        ], "packed from the top, so the rows of clocks side by side line up")
    }

    @Test func mediumWithMoreCitiesThanRowsSumsUpTheRest() {
        let zones = ["America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York", "Europe/London",
                     "Europe/Paris", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland"]
        let lines = render(WidgetSettings(["zones": .tables(zones.map { ["zone": .string($0)] })]), family: .medium, width: 39, height: 8)
        #expect(lines.count == 8)
        #expect(lines[0].hasPrefix("☾ Los Angeles") && lines[6].hasPrefix("☀ Kolkata"), "one line a city, as many as fit")
        #expect(lines[7] == "+3 more")
    }

    @Test func smallWithSeveralZonesShowsTheFirstAndSumsUpTheRest() {
        let lines = render(WidgetSettings(["zones": Self.zones("Asia/Tokyo", "Europe/London", "Europe/Paris")]), family: .small, width: 16, height: 8)
        #expect(lines[2] == "╺┓ ┏━┓ ▄ ╻ ╻╺┓", "Tokyo's time")
        #expect(lines[7] == "Tokyo +2 more")
    }
}
