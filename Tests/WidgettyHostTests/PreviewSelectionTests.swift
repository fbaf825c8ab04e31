import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit

/// `widgetty preview --watch`'s keys, as a pure selection: entries stepped with ←/→, the placeholder with t, q to quit.
@Suite struct PreviewSelectionTests {
    static let utc = ZoneDatabase.system.zone(named: "UTC")!
    /// 09:00, 14:30 and 18:00 on November 23, 2026 (UTC).
    static let dates = [1_795_424_400.0, 1_795_444_200, 1_795_456_800].map(Date.init(timeIntervalSince1970:))
    /// 10:00 that day: the first entry is current.
    static let moment = Date(timeIntervalSince1970: 1_795_428_000)

    @Test func arrowsStepThroughTheEntriesAndStopAtEitherEnd() {
        var selection = PreviewSelection()
        #expect(selection.status(entryDates: Self.dates, at: Self.moment, timeZone: Self.utc) == "entry 1 of 3 · 10:00  (←/→ entries · j/k scroll · t placeholder · q quit)")
        #expect(selection.date(entryDates: Self.dates, at: Self.moment) == Self.moment, "the current entry is drawn at the moment shown")
        #expect(selection.press(.init(.left), entryDates: Self.dates, at: Self.moment) == .none)
        #expect(selection.press(.init(.right), entryDates: Self.dates, at: Self.moment) == .redraw)
        #expect(selection.press(.init(.right), entryDates: Self.dates, at: Self.moment) == .redraw)
        #expect(selection.press(.init(.right), entryDates: Self.dates, at: Self.moment) == .none)
        #expect(selection.status(entryDates: Self.dates, at: Self.moment, timeZone: Self.utc) == "entry 3 of 3 · 18:00  (←/→ entries · j/k scroll · t placeholder · q quit)")
        #expect(selection.date(entryDates: Self.dates, at: Self.moment) == Self.dates[2], "a chosen entry is drawn at its own date")
        #expect(selection.press(.init(.left), entryDates: Self.dates, at: Self.moment) == .redraw)
        #expect(selection.index(entryDates: Self.dates, at: Self.moment) == 1)
    }

    @Test func theCurrentEntryIsTheLastWhoseDateHasComeAndAnotherDayShowsItsDate() {
        let selection = PreviewSelection()
        #expect(selection.index(entryDates: Self.dates, at: Self.dates[1]) == 1)
        #expect(selection.index(entryDates: Self.dates, at: Self.dates[0].addingTimeInterval(-1)) == 0, "before every entry, the first")
        #expect(selection.index(entryDates: [], at: Self.moment) == nil)
        #expect(selection.status(entryDates: [], at: Self.moment, timeZone: Self.utc) == "no entries  (←/→ entries · j/k scroll · t placeholder · q quit)")
        let nextDay = Self.moment.addingTimeInterval(-86_400)
        var stepped = PreviewSelection()
        _ = stepped.press(.init(.right), entryDates: Self.dates, at: nextDay)
        #expect(stepped.status(entryDates: Self.dates, at: nextDay, timeZone: Self.utc) == "entry 2 of 3 · 2026-11-23 14:30  (←/→ entries · j/k scroll · t placeholder · q quit)")
    }

    @Test func tTogglesThePlaceholderWhichArrowsLeaveAloneAndQQuits() {
        var selection = PreviewSelection()
        #expect(selection.press(.character("t"), entryDates: Self.dates, at: Self.moment) == .redraw)
        #expect(selection.showsPlaceholder)
        #expect(selection.status(entryDates: Self.dates, at: Self.moment, timeZone: Self.utc) == "placeholder  (←/→ entries · j/k scroll · t placeholder · q quit)")
        #expect(selection.press(.init(.right), entryDates: Self.dates, at: Self.moment) == .none)
        #expect(selection.press(.character("t"), entryDates: Self.dates, at: Self.moment) == .redraw)
        #expect(!selection.showsPlaceholder)
        #expect(selection.press(.character("x"), entryDates: Self.dates, at: Self.moment) == .none)
        #expect(selection.press(.character("q"), entryDates: Self.dates, at: Self.moment) == .quit)
    }

    @Test func aChosenEntryPastAShorterTimelineIsItsLast() {
        var selection = PreviewSelection()
        _ = selection.press(.init(.right), entryDates: Self.dates, at: Self.moment)
        _ = selection.press(.init(.right), entryDates: Self.dates, at: Self.moment)
        #expect(selection.index(entryDates: Array(Self.dates.prefix(2)), at: Self.moment) == 1, "a save that removes entries")
    }

    /// j/k and the arrows move a row, PgDn/PgUp a page, g/G to the ends; the bottom is where the sheet's last row
    /// meets the pane's.
    @Test func keysScrollASheetTallerThanThePane() {
        var selection = PreviewSelection()
        let press = { (key: Key, selection: inout PreviewSelection) in
            selection.press(KeyPress(key), entryDates: Self.dates, at: Self.moment, pageRows: 10)
        }
        #expect(press(.character("k"), &selection) == .none, "nothing above the top")
        #expect(press(.character("j"), &selection) == .redraw && selection.scroll == 1)
        #expect(press(.down, &selection) == .redraw && selection.scroll == 2)
        #expect(press(.up, &selection) == .redraw && selection.scroll == 1)
        #expect(press(.pageDown, &selection) == .redraw && selection.scroll == 11)
        #expect(press(.pageUp, &selection) == .redraw && selection.scroll == 1)
        #expect(press(.character("G"), &selection) == .redraw)
        selection.clampScroll(lines: 60, rows: 15)
        #expect(selection.scroll == 45)
        #expect(press(.character("g"), &selection) == .redraw && selection.scroll == 0)
        #expect(selection.scroll(by: 3) == .redraw && selection.scroll == 3, "a turn of the wheel")
        selection.clampScroll(lines: 10, rows: 15)
        #expect(selection.scroll == 0, "a sheet that fits does not scroll")
    }
}
