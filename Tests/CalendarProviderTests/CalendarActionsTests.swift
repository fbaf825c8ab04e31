import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CalendarProvider

/// The calendar's tap and quick actions: a tap on the tile (every size) shows the next event's detail in a sheet, as a
/// tap on iOS's calendar widget opens the event, and a pointer on an event's row that event's; "Open Calendar" goes to
/// the first own source (a page, or a folder for the opener, never the editor), "Today’s Agenda" and "Tomorrow's
/// Agenda" list the day's events, and no item repeats the tap.
@Suite struct CalendarActionsTests {
    static let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!

    static func source(_ location: String, holidays: Bool = false) -> CalendarSource {
        CalendarSource(location: location, name: nil, color: .blue, isHolidays: holidays, home: "/home/ann")
    }

    @Test func openCalendarGoesToTheSourcesPageOrFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calendars-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(CalendarActions.openURL(of: Self.source("webcal://example.com/team.ics"))?.absoluteString == "https://example.com/team.ics")
        #expect(CalendarActions.openURL(of: Self.source("https://example.com/a.ics"))?.absoluteString == "https://example.com/a.ics")
        let file = try #require(CalendarActions.openURL(of: Self.source("~/cal/work.ics")))
        #expect(file.isFileURL && file.hasDirectoryPath && file.path == "/home/ann/cal", "a file's folder, for the opener")
        let own = try #require(CalendarActions.openURL(of: Self.source(folder.path)))
        #expect(own.hasDirectoryPath && own.path == folder.path, "a folder of calendars as it is")
        #expect(CalendarActions.openURL(of: Self.source(DemoCalendar.location)) == nil, "the demo has nothing to open")
    }

    /// Events around 24 November 2026 in Tokyo: a holiday, two today (one untitled), one tomorrow.
    static func entry(at date: Date) -> CalendarEntry {
        let start = ISO8601DateFormatter().date(from: "2026-11-24T05:00:00Z")!
        let events = [
            CalendarEvent(title: "勤労感謝の日 (observed)", timing: .allDay(first: CivilDate(year: 2026, month: 11, day: 24),
                                                                        end: CivilDate(year: 2026, month: 11, day: 25)), isHoliday: true),
            CalendarEvent(title: "Review", location: "Room 4\nsecond floor", timing: .timed(start: start, end: start.addingTimeInterval(3600))),
            CalendarEvent(title: "", timing: .timed(start: start.addingTimeInterval(7200), end: start.addingTimeInterval(9000))),
            CalendarEvent(title: "Tomorrow's", timing: .timed(start: start.addingTimeInterval(86_400), end: start.addingTimeInterval(90_000))),
        ]
        return CalendarEntry(date: date, relevance: nil, timeZone: Self.tokyo, events: events, marks: [:],
                             sources: [CalendarEntry.Source(name: "Test", color: .blue)], problems: [], notes: [])
    }

    static let tenInTokyo = ISO8601DateFormatter().date(from: "2026-11-24T01:00:00Z")!

    static func context(_ family: WidgetFamily, columns: Int, rows: Int, locale: String = "en_US") -> WidgetContext {
        WidgetContext(family: family, displaySize: DisplaySize(columns: columns, rows: rows, widthPoints: 0, heightPoints: 0),
                      timeZone: Self.tokyo, locale: DateLocale.named(locale)!, date: Self.tenInTokyo)
    }

    /// The next event (today's first timed one not yet begun, not the holiday) with its time, place and calendar: what
    /// a tap on the tile shows, in every size.
    @Test(arguments: [(WidgetFamily.small, 20, 9), (.medium, 43, 9), (.large, 43, 20)])
    func aTapOnTheTileShowsTheNextEvent(family: WidgetFamily, columns: Int, rows: Int) throws {
        let widget = CalendarWidget(settings: WidgetSettings(options: CalendarWidget.options, values: [:]))
        let view = widget.view(entry: Self.entry(at: Self.tenInTokyo), context: Self.context(family, columns: columns, rows: rows))
        let tap = try #require(TileTapProbe.intent(of: view, columns: columns, rows: rows) as? any HostIntent, "\(family): a tap on the tile does something")
        #expect(tap.request == .showList(title: "Review", rows: [
            HostRequest.Row("When", "Tuesday, November 24, 2:00\u{202F}PM\u{A0}–\u{A0}3:00\u{202F}PM"),
            HostRequest.Row("Where", "Room 4"),
            HostRequest.Row("Calendar", "Test"),
        ], empty: ""))
    }

    /// With no event ahead, the tap shows today's agenda (which says so) rather than nothing.
    @Test func withNoEventAheadTheTapShowsTodaysAgenda() throws {
        let widget = CalendarWidget(settings: WidgetSettings(options: CalendarWidget.options, values: [:]))
        let empty = CalendarEntry(date: Self.tenInTokyo, relevance: nil, timeZone: Self.tokyo, events: [], marks: [:], sources: [], problems: [], notes: [])
        let tap = try #require(TileTapProbe.intent(of: widget.view(entry: empty, context: Self.context(.small, columns: 20, rows: 9)), columns: 20, rows: 9)
                               as? any HostIntent)
        #expect(tap.request == .showList(title: "Today, November 24", rows: [], empty: "No events today"))
    }

    /// An all-day event over several days, and a timed one past midnight, say both their days.
    @Test func anEventsSpanNamesBothDaysWhenItEndsOnAnother() {
        let parts = CalendarParts(entry: Self.entry(at: Self.tenInTokyo), locale: DateLocale.named("en_US")!)
        let start = ISO8601DateFormatter().date(from: "2026-11-24T14:00:00Z")!
        let late = CalendarEvent(title: "Late", timing: .timed(start: start, end: start.addingTimeInterval(7200)))
        #expect(parts.span(of: late) == "Tuesday, November 24, 11:00\u{202F}PM – Wednesday, November 25, 1:00\u{202F}AM")
        let trip = CalendarEvent(title: "Trip", timing: .allDay(first: CivilDate(year: 2026, month: 11, day: 24), end: CivilDate(year: 2026, month: 11, day: 27)))
        #expect(parts.span(of: trip) == "Tuesday, November 24 – Thursday, November 26")
    }

    /// A click on an event's row shows that event, not the next one; a row with a URL stays its link.
    @Test func aClickOnAnEventsRowShowsThatEvent() throws {
        var entry = Self.entry(at: Self.tenInTokyo)
        entry.events[2].title = "Later"
        entry.events[2].location = nil
        let widget = CalendarWidget(settings: WidgetSettings(options: CalendarWidget.options, values: [:]))
        let view = widget.view(entry: entry, context: Self.context(.medium, columns: 43, rows: 9))
        let titles = TileTapProbe.elementActions(of: view, columns: 43, rows: 9).compactMap { action -> String? in
            guard case .perform(let intent as any HostIntent, _) = action, case .showList(let title, _, _) = intent.request else { return nil }
            return title
        }
        #expect(titles == ["勤労感謝の日 (observed)", "Review", "Later", "Tomorrow's"], "each row its own event, in reading order")
    }

    /// The menu: Open Calendar (holidays are not the calendar to open), today's events and tomorrow's; none is the tap (the next event).
    @Test func theMenuOpensTheCalendarAndListsTodayAndTomorrow() throws {
        let actions = CalendarActions.actions(entry: Self.entry(at: Self.tenInTokyo), sources: [Self.source("webcal://example.com/jp.ics", holidays: true),
                                                                                               Self.source("https://example.com/work.ics")],
                                              context: Self.context(.medium, columns: 43, rows: 10))
        #expect(actions.map(\.title) == ["Open Calendar", "Today’s Agenda", "Tomorrow’s Agenda"])
        #expect(actions.map(\.glyph) == ["↗", "≡", "⇢"])
        #expect(actions.map(\.subtitle) == ["example.com", "3 events", "1 event"])
        let japanese = CalendarActions.actions(entry: Self.entry(at: Self.tenInTokyo), sources: [Self.source("https://example.com/work.ics")],
                                               context: Self.context(.medium, columns: 43, rows: 10, locale: "ja_JP"))
        #expect(japanese.map(\.title) == ["カレンダーを開く", "今日の予定", "明日の予定"], "a Japanese screen's menu")
        #expect(japanese.map(\.subtitle) == ["example.com", "3件の予定", "1件の予定"])
        guard case .openURL(let url) = actions[0].action, case .perform(let today as any HostIntent, _) = actions[1].action,
              case .perform(let tomorrow as any HostIntent, _) = actions[2].action else {
            Issue.record("Open Calendar opens a URL; the agendas are host intents")
            return
        }
        #expect(url.absoluteString == "https://example.com/work.ics", "the first source that is not holidays")
        #expect(today.request == .showList(title: "Today, November 24", rows: [
            HostRequest.Row("All day", "✦ 勤労感謝の日 (observed)"),
            HostRequest.Row("2:00\u{202F}PM", "Review", detail: "Room 4"),
            HostRequest.Row("4:00\u{202F}PM", "(No title)"),
        ], empty: "No events today"))
        #expect(tomorrow.request == .showList(title: "Tomorrow, November 25", rows: [HostRequest.Row("2:00\u{202F}PM", "Tomorrow's")],
                                              empty: "No events that day"))
    }
}
