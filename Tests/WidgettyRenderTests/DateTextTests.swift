import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

@Suite struct DateTextTests {
    let now = Date(timeIntervalSince1970: 1_795_340_460)
    let utc = ZoneDatabase.system.zone(named: "UTC")!

    func text(_ offset: Double, _ style: DateStyle, locale: String = "en_US_POSIX") -> String {
        DateText.string(now.addingTimeInterval(offset), style: style, now: now, timeZone: utc, locale: DateLocale.named(locale)!)
    }

    func next(_ offset: Double, _ style: DateStyle) -> Double? {
        DateText.nextChange(now.addingTimeInterval(offset), style: style, now: now)?.timeIntervalSince(now)
    }

    @Test(arguments: [
        (30.0, "in 30\u{A0}s"), (0.4, "in 1\u{A0}s"), (0, "now"), (-0.5, "now"), (-59, "59\u{A0}s ago"), (120, "in 2\u{A0}min"),
        (61, "in 2\u{A0}min"), (300, "in 5\u{A0}min"), (-300, "5\u{A0}min ago"), (-7_300, "2\u{A0}h ago"), (7_300, "in 2\u{A0}h"), (-200_000, "2\u{A0}d ago"),
    ])
    func relativeReadsInWholeUnits(offset: Double, expected: String) {
        #expect(text(offset, .relative) == expected, "a no-break space keeps the count with its unit")
    }

    @Test(arguments: [
        (30.0, "30秒後"), (0, "今"), (-59, "59秒前"), (120, "2分後"), (-300, "5分前"), (-7_300, "2時間前"), (7_300, "2時間後"), (-200_000, "2日前"),
    ])
    func relativeReadsInJapanese(offset: Double, expected: String) {
        #expect(text(offset, .relative, locale: "ja_JP") == expected)
    }

    @Test func relativeChangesAsOftenAsItsUnit() {
        #expect(next(30, .relative) == 1, "seconds in the last minute")
        #expect(next(120, .relative) == 60, "in 2 min becomes in 1 min after a minute")
        #expect(next(150, .relative) == 30, "in 3 min becomes in 2 min at 120 s to go")
        #expect(next(-300, .relative) == 60, "5 min ago becomes 6 min ago")
        #expect(next(-7_300, .relative) == 3_500, "2 h ago becomes 3 h ago at 3 h")
        #expect(next(0, .relative) == 1)
    }

    @Test func timerCountsDownThenUp() {
        #expect(text(299, .timer) == "04:59")
        #expect(text(3_723, .timer) == "1:02:03")
        #expect(text(-5, .timer) == "00:05")
        #expect(next(299.5, .timer) == 0.5)
        #expect(next(-5.25, .timer) == 0.75)
    }

    @Test func aDateAnyDistanceAwayReadsWithoutTrapping() {
        #expect(text(1e20, .timer) == "9999:59:59", "a timer stops counting at 9,999 hours")
        #expect(text(-1e20, .timer) == "9999:59:59")
        #expect(!text(1e300, .relative).isEmpty)
        #expect(!text(-1e300, .relative).isEmpty)
        #expect(next(1e300, .relative) != nil)
    }

    @Test func timeAndDateFollowTheLocaleAndNeverChange() {
        #expect(text(0, .time, locale: "en_GB") == "09:41")
        #expect(text(0, .time, locale: "en_US") == "9:41\u{202F}AM", "ICU puts a narrow no-break space before AM")
        #expect(text(0, .date, locale: "en_US") == "November 22")
        #expect(text(0, .date, locale: "ja_JP") == "11月22日")
        #expect(next(0, .time) == nil)
        #expect(next(0, .date) == nil)
    }

    @Test func aDrawnLiveDateReportsItsNextChange() {
        var canvas = Canvas(size: Size(width: 12, height: 1), style: CellStyle(foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 0, green: 0, blue: 0)))
        let environment = RenderEnvironment(palette: Palette(scheme: .dark), background: RGB(red: 0, green: 0, blue: 0))
        environment.liveDates.begin(now: now, timeZone: utc, locale: DateLocale.english)
        ViewRenderer.render(Text(now.addingTimeInterval(125), style: .relative), in: canvas.bounds, canvas: &canvas, environment: environment)
        #expect(canvas.lines() == ["in 3 min"])
        #expect(environment.liveDates.nextChange == now.addingTimeInterval(5))
    }
}
