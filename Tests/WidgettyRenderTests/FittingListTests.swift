import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// A list shows the rows that fit and sums up the rest as "+N more", and says which rows it left out.
@Suite struct FittingListTests {
    func render(_ view: any View, width: Int, height: Int, locale: DateLocale = DateLocale.english) -> (lines: [String], hidden: [String]) {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        let liveDates = LiveDates()
        liveDates.begin(now: Date(timeIntervalSince1970: 0), timeZone: .utc, locale: locale)
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, liveDates: liveDates)
        let overflow = ListOverflow()
        environment.overflow = overflow
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return (canvas.lines(), overflow.hidden)
    }

    static func rows(_ count: Int) -> [FittingList.Row] {
        (1...count).map { FittingList.Row(label: "city \($0)", view: Text("row \($0)")) }
    }

    @Test func rowsThatDoNotFitAreSummedUp() {
        let (lines, hidden) = render(FittingList(Self.rows(10)), width: 10, height: 8)
        #expect(lines == ["row 1", "row 2", "row 3", "row 4", "row 5", "row 6", "row 7", "+3 more"])
        #expect(hidden == ["city 8", "city 9", "city 10"])
    }

    @Test func aListThatFitsShowsEveryRowAndNoSummary() {
        let (lines, hidden) = render(FittingList(Self.rows(3), spread: true).frame(fillWidth: true, fillHeight: true, alignment: .topLeading),
                                     width: 10, height: 5)
        #expect(lines == ["row 1", "", "row 2", "", "row 3"], "spread over the height")
        #expect(hidden.isEmpty)
    }

    @Test func theSummaryReadsJapaneseInJapanese() {
        let (lines, _) = render(FittingList(Self.rows(4)), width: 10, height: 2, locale: DateLocale.named("ja_JP")!)
        #expect(lines == ["row 1", "ほか3件"])
    }

    @Test func aLimitSumsUpTheRestBesideTheLastRowShown() {
        let (lines, hidden) = render(FittingList(Self.rows(3), limit: 1, summary: .beside), width: 16, height: 3)
        #expect(lines == ["row 1 +2 more", "", ""])
        #expect(hidden == ["city 2", "city 3"])
        #expect(render(FittingList(Self.rows(1), limit: 1, summary: .beside), width: 16, height: 1).lines == ["row 1"])
    }
}
