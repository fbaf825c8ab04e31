import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CalendarProvider

/// The views drawn from entries made by hand, asserted line by line.
struct CalendarViewTests {
    static let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!

    static func lines(_ events: [CalendarEvent], at moment: String, family: WidgetFamily, columns: Int, rows: Int, locale: String,
                      problems: [String] = []) -> [String] {
        drawn(events, at: moment, family: family, columns: columns, rows: rows, locale: locale, problems: problems).lines
    }

    /// The lines the calendar of `events` draws at `moment` (ISO 8601) in a tile's content of `columns` × `rows`, and the
    /// regions it records there (the tile being the whole canvas).
    static func drawn(_ events: [CalendarEvent], at moment: String, family: WidgetFamily, columns: Int, rows: Int, locale: String,
                      problems: [String] = []) -> (lines: [String], regions: [InteractiveRegion]) {
        let date = ISO8601DateFormatter().date(from: moment)!
        let window = DateInterval(start: date.addingTimeInterval(-40 * 86_400), duration: 80 * 86_400)
        let entry = CalendarEntry(date: date, relevance: nil, timeZone: tokyo, events: events,
                                  marks: CalendarProvider.marks(of: events, zone: tokyo, within: window),
                                  sources: [CalendarEntry.Source(name: "Test", color: .blue)], problems: problems, notes: [])
        let context = WidgetContext(family: family, displaySize: DisplaySize(columns: columns + 4, rows: rows + 2, widthPoints: 0, heightPoints: 0),
                                    timeZone: tokyo, locale: DateLocale.named(locale)!)
        let drawn = TileTapProbe.drawn(CalendarWidget(settings: WidgetSettings()).view(entry: entry, context: context), columns: columns, rows: rows)
        return (drawn.canvas.lines(), drawn.regions)
    }

    /// An event with a URL is a link over its whole row; one without is none.
    @Test func anEventWithAURLIsALink() {
        let start = ISO8601DateFormatter().date(from: "2026-11-24T05:00:00Z")!
        let events = [
            CalendarEvent(title: "Review", url: "https://meet.example.com/review", timing: .timed(start: start, end: start.addingTimeInterval(3600))),
            CalendarEvent(title: "Lunch", timing: .timed(start: start.addingTimeInterval(7200), end: start.addingTimeInterval(9000))),
        ]
        let drawn = Self.drawn(events, at: "2026-11-24T01:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_US")
        let links = drawn.regions.compactMap { region -> (Int, String)? in
            if case .openURL(let url) = region.action { (region.rect.y, url.absoluteString) } else { nil }
        }
        let reviewRow = drawn.lines.firstIndex { $0.contains("Review") }
        #expect(links.map(\.1) == ["https://meet.example.com/review"])
        #expect(links.first?.0 == reviewRow, "on the Review row, not Lunch's")
    }

    /// "終日" is four columns wide though two characters: the time column makes room for it.
    @Test func japaneseAllDayLabelFitsItsColumn() {
        let holiday = CalendarEvent(title: "勤労感謝の日", timing: .allDay(first: CivilDate(year: 2026, month: 11, day: 23),
                                                                     end: CivilDate(year: 2026, month: 11, day: 24)), isHoliday: true)
        #expect(Self.lines([holiday], at: "2026-11-22T23:00:00Z", family: .medium, columns: 39, rows: 3, locale: "ja_JP") == [
            "月曜日 11月23日",
            "終日 ✦  勤労感謝の日",
            "今日の予定はもうありません",
        ])
    }

    /// On a holiday with no timed event left, the medium tile lists today's all-day events (two, then "+1 more"),
    /// says the day is done and shows tomorrow's first event, as on any other day, its time in today's column.
    @Test func allDayEventsThenTheDayIsDoneThenTomorrow() {
        let monday = CivilDate(year: 2026, month: 11, day: 23)
        let allDay = ["勤労感謝の日", "Trip", "Mum's visit"].map {
            CalendarEvent(title: $0, timing: .allDay(first: monday, end: monday.adding(days: 1)), isHoliday: $0 == "勤労感謝の日")
        }
        let standup = ISO8601DateFormatter().date(from: "2026-11-24T00:30:00Z")!
        let lunch = ISO8601DateFormatter().date(from: "2026-11-23T03:00:00Z")!
        let events = allDay + [CalendarEvent(title: "Lunch", timing: .timed(start: lunch, end: lunch.addingTimeInterval(3600))),
                               CalendarEvent(title: "Standup", location: "Zoom", timing: .timed(start: standup, end: standup.addingTimeInterval(900)))]
        #expect(Self.lines(Array(events.prefix(1)) + events.suffix(2), at: "2026-11-23T06:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_GB") == [
            "Monday 23 November",
            "All day ✦  勤労感謝の日",
            "No more events today",
            "",
            "Tomorrow",
            "  09:30 ▍  Standup                 Zoom",
            "",
            "",
        ])
        #expect(Self.lines(events, at: "2026-11-23T06:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_GB") == [
            "Monday 23 November",
            "All day ✦  勤労感謝の日",
            "All day ▍  Trip",
            "+1 more",
            "No more events today",
            "",
            "Tomorrow",
            "  09:30 ▍  Standup                 Zoom",
        ])
        // Before lunch, the timed event is still to come: every all-day event, lunch, and tomorrow in the rows left.
        #expect(Self.lines(events, at: "2026-11-23T01:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_GB") == [
            "Monday 23 November",
            "All day ✦  勤労感謝の日",
            "All day ▍  Trip",
            "All day ▍  Mum's visit",
            "  12:00 ▍  Lunch",
            "",
            "Tomorrow",
            "  09:30 ▍  Standup                 Zoom",
        ])
    }

    /// Timed events in Tokyo from `start` (ISO 8601), one an hour, each lasting half an hour.
    static func hourly(_ titles: [String], from start: String) -> [CalendarEvent] {
        let first = ISO8601DateFormatter().date(from: start)!
        return titles.enumerated().map { index, title in
            let begins = first.addingTimeInterval(Double(index) * 3600)
            return CalendarEvent(title: title, timing: .timed(start: begins, end: begins.addingTimeInterval(1800)))
        }
    }

    /// Rows today's events leave free show tomorrow's under its name; a day cut short says how many more it has on a
    /// row of its own under its last event (not beside it, where a click would open that event), never past the tile.
    @Test func theRowsTodayLeavesFreeShowTomorrow() {
        let today = Self.hourly(["Standup", "Review"], from: "2026-11-24T01:00:00Z")
        let tomorrow = Self.hourly(["Gym", "Dentist", "Lunch", "Call"], from: "2026-11-24T23:00:00Z")
        // ICU writes a narrow no-break space before "AM".
        let english = Self.lines(today + tomorrow, at: "2026-11-24T00:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_US")
        #expect(english.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") } == [
            "Tuesday November 24",
            "10:00 AM ▍  Standup",
            "11:00 AM ▍  Review",
            "",
            "Tomorrow",
            " 8:00 AM ▍  Gym",
            " 9:00 AM ▍  Dentist",
            "+2 more",
        ])
        // The whole of tomorrow when it fits, on the 24-hour clock of a locale that keeps one.
        #expect(Self.lines(today + tomorrow.prefix(2), at: "2026-11-24T00:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_GB") == [
            "Tuesday 24 November",
            "10:00 ▍  Standup",
            "11:00 ▍  Review",
            "",
            "Tomorrow",
            "08:00 ▍  Gym",
            "09:00 ▍  Dentist",
            "",
        ])
    }

    /// A day without events is passed over: the next one with some comes under its weekday, in the locale's words.
    @Test func anEmptyTomorrowGivesWayToTheNextDayWithEvents() {
        let today = Self.hourly(["Standup"], from: "2026-11-24T01:00:00Z")
        let thursday = Self.hourly(["Gym"], from: "2026-11-25T23:00:00Z")
        #expect(Self.lines(today + thursday, at: "2026-11-24T00:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_GB") == [
            "Tuesday 24 November",
            "10:00 ▍  Standup",
            "",
            "Thu, 26 Nov",
            "08:00 ▍  Gym",
            "",
            "",
            "",
        ])
        #expect(Self.lines(today + thursday, at: "2026-11-24T00:00:00Z", family: .medium, columns: 39, rows: 5, locale: "ja_JP").suffix(2) == [
            "11月26日(木)",
            " 8:00 ▍  Gym",
        ])
    }

    /// A day's name comes only with room for its first event under it: with two rows left, nothing of tomorrow shows.
    @Test func aDaysNameNeverEndsTheTile() {
        let today = Self.hourly(["One", "Two", "Three", "Four", "Five"], from: "2026-11-24T01:00:00Z")
        let tomorrow = Self.hourly(["Gym"], from: "2026-11-24T23:00:00Z")
        let lines = Self.lines(today + tomorrow, at: "2026-11-24T00:00:00Z", family: .medium, columns: 39, rows: 8, locale: "en_GB")
        #expect(lines == ["Tuesday 24 November", "10:00 ▍  One", "11:00 ▍  Two", "12:00 ▍  Three", "13:00 ▍  Four", "14:00 ▍  Five", "", ""])
        let roomy = Self.lines(today + tomorrow, at: "2026-11-24T00:00:00Z", family: .medium, columns: 39, rows: 9, locale: "en_GB")
        #expect(roomy.suffix(3) == ["", "Tomorrow", "08:00 ▍  Gym"])
    }

    /// The footer cuts the first problem at the edge but keeps how many more there are; one problem alone has no count.
    @Test func theFooterCountsTheOtherBrokenSources() {
        let problems = ["live.ics does not exist (/home/someone/calendars/live.ics)", "Work: Can’t reach cal.example", "zero is not a regular file"]
        #expect(Self.lines([], at: "2026-11-24T01:00:00Z", family: .medium, columns: 39, rows: 3, locale: "en_GB", problems: problems) == [
            "Tuesday 24 November",
            "No events today",
            "⚠ live.ics does not exist (/… (+2 more)",
        ])
        #expect(Self.lines([], at: "2026-11-24T01:00:00Z", family: .medium, columns: 39, rows: 3, locale: "en_GB", problems: Array(problems.prefix(1))).last
                == "⚠ live.ics does not exist (/home/someo…")
    }

    /// Long titles are cut by display width, and Japanese ones line up with the English ones beside them.
    @Test func longTitlesTruncateByWidth() {
        let start = ISO8601DateFormatter().date(from: "2026-11-24T05:00:00Z")!
        let events = [
            CalendarEvent(title: "Design review: the calendar widget's month grid", timing: .timed(start: start, end: start.addingTimeInterval(3600))),
            CalendarEvent(title: "チーム定例ミーティング（四半期の振り返り）", timing: .timed(start: start.addingTimeInterval(7200), end: start.addingTimeInterval(9000))),
        ]
        #expect(Self.lines(events, at: "2026-11-24T01:00:00Z", family: .medium, columns: 30, rows: 3, locale: "en_GB") == [
            "Tuesday 24 November",
            "14:00 ▍  Design review: the c…",
            "16:00 ▍  チーム定例ミーティン…",
        ])
    }
}
