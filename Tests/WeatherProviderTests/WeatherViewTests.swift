import Foundation
import Testing
import WidgettyTestSupport
import WidgettyKit
import WidgettyRender
@testable import WeatherProvider

/// The three sizes drawn from the recorded New York response, asserted line by line.
@Suite struct WeatherViewTests {
    static func entry(place: String = "New York") throws -> WeatherEntry {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture(BuiltBinary.newYorkForecast))
        let now = ISO8601DateFormatter().date(from: "2026-02-06T21:40:00Z")!
        return try #require(WeatherTimeline.timeline(for: forecast, place: place, at: now).entries.first)
    }

    static func lines(_ entry: WeatherEntry, family: WidgetFamily, columns: Int, rows: Int,
                      glyphs: GlyphSet = .unicode, locale: String = "en_US") -> [String] {
        let context = WidgetContext(family: family, displaySize: DisplaySize(columns: columns + 4, rows: rows + 2, widthPoints: 0, heightPoints: 0),
                                    locale: DateLocale.named(locale)!)
        let black = RGB(red: 0, green: 0, blue: 0)
        // `columns` is the content width inside the standard margin (2 columns a side); a view that asks for
        // the tight margin (1 column) gets the 2 columns more the tile gives it.
        let view = WeatherView.view(entry: entry, context: context, glyphs: glyphs)
        let width = (ViewRenderer.primitive(of: view) as? TileMargin)?.margin == .tight ? columns + 2 : columns
        var canvas = Canvas(size: Size(width: width, height: rows), style: CellStyle(foreground: black, background: black))
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas,
                            environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
        return canvas.lines()
    }

    @Test(SharedFixtures.required) func smallShowsPlaceTemperatureConditionAndRange() throws {
        #expect(Self.lines(try Self.entry(), family: .small, columns: 16, rows: 8) == [
            "New York",
            "   ╺┓ °",
            "╺━╸ ┃",
            "    ╹",
            "",
            "",
            "☁︎ Overcast",
            "H:0° L:−9°",
        ])
    }

    @Test(SharedFixtures.required) func mediumAddsTheNextSixHours() throws {
        let lines = Self.lines(try Self.entry(), family: .medium, columns: 39, rows: 8)
        #expect(lines == [
            "New York                     ☁︎ Overcast",
            "   ╺┓ °                      H:0° L:−9°",
            "╺━╸ ┃",
            "    ╹",
            "",
            "  5PM   6PM   7PM   8PM   9PM   10PM",
            "   ☁︎     ☁︎     ☁︎     ☁︎     ☁︎     ☁︎",
            "  −2°   −3°   −4°   −4°   −5°   −6°",
        ])
    }

    @Test(SharedFixtures.required) func largeAddsFiveDaysOnOneScaleAndTheNextSunset() throws {
        let lines = Self.lines(try Self.entry(), family: .large, columns: 39, rows: 20)
        #expect(lines == [
            "New York                     ☁︎ Overcast",
            "   ╺┓ °                      H:0° L:−9°",
            "╺━╸ ┃",
            "    ╹",
            "",
            "",
            "",
            "  5PM   6PM   7PM   8PM   9PM   10PM",
            "   ☁︎     ☁︎     ☁︎     ☁︎     ☁︎     ☁︎",
            "  −2°   −3°   −4°   −4°   −5°   −6°",
            "",
            "",
            "",
            "───────────────────────────────────────",
            "Today ☁︎   −9° ───────────━━━━━━━●━   0°",
            "Sat   ❄︎  −18° ───━━━━━━━━━━━━─────  −5°",
            "Sun   ☁︎  −22° ━━━━━━━━━━━━────────  −9°",
            "Mon   ☁︎  −18° ───━━━━━━━━━━━━━━───  −4°",
            "Tue   ☁︎  −11° ─────────━━━━━━━━━━━  −1°",
            "Sunset 5:19\u{202F}PM                    ● now",
        ], "every row at the standard margin; the days, the divider and the sun line together at the bottom")
    }

    /// Every word the widget writes itself is Japanese too, not only the dates ICU localizes.
    @Test(SharedFixtures.required) func largeInJapaneseWithASCIIGlyphs() throws {
        let lines = Self.lines(try Self.entry(place: "東京"), family: .large, columns: 39, rows: 20, glyphs: .ascii, locale: "ja_JP")
        #expect(lines == [
            "東京                            ~~ 曇り",
            "   ╺┓ °                  最高0° 最低−9°",
            "╺━╸ ┃",
            "    ╹",
            "",
            "",
            "",
            "  17時  18時  19時  20時  21時  22時",
            "   ~~    ~~    ~~    ~~    ~~    ~~",
            "  −2°   −3°   −4°   −4°   −5°   −6°",
            "",
            "",
            "",
            "───────────────────────────────────────",
            "今日  ~~  −9° ───────────━━━━━━━●━   0°",
            "土    ** −18° ───━━━━━━━━━━━━─────  −5°",
            "日    ~~ −22° ━━━━━━━━━━━━────────  −9°",
            "月    ~~ −18° ───━━━━━━━━━━━━━━───  −4°",
            "火    ~~ −11° ─────────━━━━━━━━━━━  −1°",
            "日の入り 17:19                   ● 現在",
        ])
    }
}

@Suite struct WeatherHighsOnlyViewTests {
    @Test(SharedFixtures.required) func daysWithoutLowsShowTheirHighs() throws {
        let forecast = try ForecastDecoder.forecast(from: BuiltBinary.openMeteoFixture("goopenmeteo_zagreb_current_hourly_daily_sunrise.json"))
        let now = ISO8601DateFormatter().date(from: "2026-09-28T23:10:00Z")!
        let entry = try #require(WeatherTimeline.timeline(for: forecast, place: "Zagreb", at: now).entries.first)
        let lines = WeatherViewTests.lines(entry, family: .large, columns: 39, rows: 20, locale: "en_GB")
        #expect(lines == [
            "Zagreb                          ☾ Clear",
            "╺┓  ╺━┓°                          H:25°",
            " ┃   ━┫",
            " ╹  ╺━┛",
            "",
            "",
            "",
            "",
            "   02    03    04    05    06    07",
            "",
            "  13°   13°   12°   11°   11°   11°",
            "",
            "",
            "",
            "",
            "",
            "───────────────────────────────────────",
            "Today         ●─────────────────━─  25°",
            "Wed           ───────────────────━  26°",
            "Sunrise 06:46                     ● now",
        ], "no glyph where the response gave no weather code; today's dot on the shared scale")
    }
}
