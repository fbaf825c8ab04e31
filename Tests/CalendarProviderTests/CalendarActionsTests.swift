import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CalendarProvider

/// The calendar's tap and quick actions: a tap on the tile (every size) lists today's events in a sheet, "Open
/// Calendar" goes to the first own source (a page, or a folder for the opener, never the editor), "Tomorrow's
/// Agenda" lists tomorrow's, and neither item repeats the tap.
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

    /// Today's events, each row its time (or "All day") and title with its place: what a tap on the tile shows, in
    /// every size, as Calendar opens on today.
    @Test(arguments: [(WidgetFamily.small, 20, 9), (.medium, 43, 9), (.large, 43, 20)])
    func aTapOnTheTileShowsTodaysAgenda(family: WidgetFamily, columns: Int, rows: Int) throws {
        let widget = CalendarWidget(settings: WidgetSettings(options: CalendarWidget.options, values: [:]))
        let context = WidgetContext(family: family, displaySize: DisplaySize(columns: columns, rows: rows, widthPoints: 0, heightPoints: 0),
                                    timeZone: Self.tokyo, locale: DateLocale.named("en_US")!, date: Self.tenInTokyo)
        let tap = try #require(TileTapProbe.intent(of: widget.view(entry: Self.entry(at: Self.tenInTokyo), context: context), columns: columns, rows: rows)
                               as? any HostIntent, "\(family): a tap on the tile does something")
        #expect(tap.request == .showList(title: "Today, November 24", rows: [
            HostRequest.Row("All day", "勤労感謝の日 (observed)"),
            HostRequest.Row("2:00\u{202F}PM", "Review", detail: "Room 4"),
            HostRequest.Row("4:00\u{202F}PM", "(No title)"),
        ], empty: "No events today"))
    }

    /// The menu: Open Calendar (holidays are not the calendar to open) and tomorrow's events, not today's (the tap's).
    @Test func theMenuOpensTheCalendarAndListsTomorrowNotTheTapsToday() throws {
        let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 0, heightPoints: 0),
                                    timeZone: Self.tokyo, locale: DateLocale.named("en_US")!, date: Self.tenInTokyo)
        let actions = CalendarActions.actions(entry: Self.entry(at: Self.tenInTokyo), sources: [Self.source("webcal://example.com/jp.ics", holidays: true),
                                                                                               Self.source("https://example.com/work.ics")], context: context)
        #expect(actions.map(\.title) == ["Open Calendar", "Tomorrow's Agenda…"])
        #expect(actions.map(\.glyph) == ["↗", "☰"])
        #expect(actions.map(\.subtitle) == ["example.com", "1 event"])
        guard case .openURL(let url) = actions[0].action, case .perform(let agenda as any HostIntent, _) = actions[1].action else {
            Issue.record("Open Calendar opens a URL; Tomorrow's Agenda is a host intent")
            return
        }
        #expect(url.absoluteString == "https://example.com/work.ics", "the first source that is not holidays")
        #expect(agenda.request == .showList(title: "Tomorrow, November 25", rows: [HostRequest.Row("2:00\u{202F}PM", "Tomorrow's")],
                                            empty: "No events that day"))
    }
}
