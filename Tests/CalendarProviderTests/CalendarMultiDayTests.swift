import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CalendarProvider

/// A timed event over several days (`Tests/Fixtures/calendar/multi-day.ics`: a conference from Thursday 22:00 to Sunday
/// 10:00 in Tokyo) reads as Apple's Calendar lists it: its start on its first day, "All day" on the days it fills, "until"
/// its end on its last; every tile orders a day alike (what fills it first, then by start), and the days after today
/// fill the rows today leaves free, the conference's included.
struct CalendarMultiDayTests {
    /// The fixture's occurrences around late November 2026 in Tokyo, in the provider's order.
    static let events: [CalendarEvent] = {
        let file = BuiltBinary.packageRoot.appendingPathComponent("Tests/Fixtures/calendar/multi-day.ics")
        let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
        return (try? FixtureCalendar.reading(text, from: "2026-11-20", to: "2026-12-10", zone: "Asia/Tokyo").events) ?? []
    }()

    /// Friday 27 November, 08:00 in Tokyo: the conference's first full day.
    static let fridayMorning = "2026-11-26T23:00:00Z"

    /// The drawn lines with ICU's narrow no-break space read as a space.
    static func lines(at moment: String = fridayMorning, family: WidgetFamily, columns: Int, rows: Int, locale: String) -> [String] {
        CalendarViewTests.lines(events, at: moment, family: family, columns: columns, rows: rows, locale: locale)
            .map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
    }

    @Test func theFixtureHoldsItsFourEvents() {
        #expect(Self.events.map(\.title).sorted() == ["Company holiday", "Conference in Berlin", "Late call", "Quick sync"])
    }

    /// The large tile: today's events with what fills the day first, then tomorrow and Sunday with the conference's
    /// days, never its end time on a day it does not end.
    @Test func theLargeTileListsTheConferenceOnEachOfItsDays() {
        let lines = Self.lines(family: .large, columns: 45, rows: 20, locale: "en_US")
        let list = Array(lines.drop { !$0.hasPrefix("Today") })
        #expect(list == [
            "Today",
            "       All day ▍  Conference in Berlin",
            "       All day ▍  Company holiday",
            "       9:30 AM ▍  Quick sync",
            "      11:30 PM ▍  Late call",
            "Tomorrow",
            "       All day ▍  Conference in Berlin",
            "Sun, Nov 29",
            "until 10:00 AM ▍  Conference in Berlin",
            "", "", "",
        ], "\(lines)")
    }

    /// The medium tile orders today as the large one does and fills its free rows with the next days'.
    @Test func theMediumTileOrdersTodayAsTheLargeOneAndShowsTheDaysAhead() {
        let lines = Self.lines(family: .medium, columns: 45, rows: 12, locale: "en_US")
        #expect(lines == [
            "Friday November 27",
            "       All day ▍  Conference in Berlin",
            "       All day ▍  Company holiday",
            "       9:30 AM ▍  Quick sync",
            "      11:30 PM ▍  Late call",
            "",
            "Tomorrow",
            "       All day ▍  Conference in Berlin",
            "",
            "Sun, Nov 29",
            "until 10:00 AM ▍  Conference in Berlin",
            "",
        ], "\(lines)")
    }

    /// In Japanese: "終日" on the days it fills, "午前10:00まで" on its last morning.
    @Test func japaneseSaysAllDayAndUntil() {
        let lines = CalendarViewTests.lines(Self.events, at: Self.fridayMorning, family: .large, columns: 45, rows: 20,
                                            locale: "ja_JP")
        #expect(lines.filter { $0.contains("Conference") }.map { $0.trimmingCharacters(in: .whitespaces) }
                == ["終日 ▍  Conference in Berlin", "終日 ▍  Conference in Berlin", "10:00まで ▍  Conference in Berlin"], "\(lines)")
    }
}
