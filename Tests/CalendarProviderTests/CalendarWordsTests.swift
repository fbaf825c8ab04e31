import Foundation
import Testing
import WidgettyKit
@testable import CalendarProvider

/// The calendar's words in its sheets and menu, in each locale's own forms: no "0 events", "all day" in lower case
/// mid-phrase, the tile's 🎂 and ✦ kept, Japanese dates and ranges as Japanese writes them ("11月24日(火) 14:00～15:00").
@Suite struct CalendarWordsTests {
    static let english = DateLocale.named("en_US")!
    static let japanese = DateLocale.named("ja_JP")!

    static func parts(_ locale: DateLocale) -> CalendarParts {
        CalendarParts(entry: CalendarActionsTests.entry(at: CalendarActionsTests.tenInTokyo), locale: locale)
    }

    static let review = CalendarActionsTests.entry(at: CalendarActionsTests.tenInTokyo).events[1]
    static let holiday = CalendarActionsTests.entry(at: CalendarActionsTests.tenInTokyo).events[0]

    @Test func aDayWithoutEventsSaysNoEventsInTheMenu() {
        let agenda = ShowAgenda(entry: CalendarActionsTests.entry(at: CalendarActionsTests.tenInTokyo), at: CalendarActionsTests.tenInTokyo,
                                daysAhead: 2, locale: Self.english)
        #expect(agenda.subtitle == "No events")
    }

    @Test func allDayIsLowerCaseMidPhrase() {
        #expect(Self.parts(Self.english).span(of: Self.holiday) == "Tuesday, November 24, all day")
    }

    @Test func japaneseSpansUseJapaneseForms() throws {
        #expect(Self.parts(Self.japanese).span(of: Self.review) == "11月24日(火) 14:00～15:00")
        #expect(Self.parts(Self.japanese).span(of: Self.holiday) == "11月24日(火) 終日")
        let agenda = ShowAgenda(entry: CalendarActionsTests.entry(at: CalendarActionsTests.tenInTokyo), at: CalendarActionsTests.tenInTokyo,
                                locale: Self.japanese)
        guard case .showList(let title, let rows, _) = agenda.request else { Issue.record("an agenda is a list"); return }
        #expect(title == "今日 11月24日")
        #expect(rows.first?.text == "✦ 勤労感謝の日 (observed)", "the tile's mark kept in the sheet")
    }

    @Test func japaneseTwelveHourTimesPutTheMeridiemFirst() {
        let parts = Self.parts(Self.japanese.withHourCycle(twentyFourHours: false))
        #expect(parts.time(Self.review.start(in: parts.zone)) == "午後2:00")
        #expect(parts.time(ISO8601DateFormatter().date(from: "2026-11-24T00:30:00Z")!) == "午前9:30")
    }

    /// A conference from Thursday 22:00 to Sunday 10:00 (`multi-day.ics`) reads as Apple's Calendar lists it: its start on
    /// its first day, "All day" on the days it fills, "until" its end on its last; its sheet names both days.
    @Test func aMultiDayEventSaysItsStartAllDayAndUntilItsEnd() throws {
        let conference = try #require(CalendarMultiDayTests.events.first { $0.title == "Conference in Berlin" })
        let thursday = CivilDate(year: 2026, month: 11, day: 26)
        let english = Self.parts(Self.english), japanese = Self.parts(Self.japanese.withHourCycle(twentyFourHours: false))
        let days = (0...3).map { thursday.adding(days: $0) }
        #expect(days.map { english.timeLabel(conference, on: $0).replacing("\u{202F}", with: " ") }
                == ["10:00 PM", "All day", "All day", "until 10:00 AM"])
        #expect(days.map { japanese.timeLabel(conference, on: $0) } == ["午後10:00", "終日", "終日", "午前10:00まで"])
        #expect(english.span(of: conference).replacing("\u{202F}", with: " ")
                == "Thursday, November 26, 10:00 PM – Sunday, November 29, 10:00 AM")
        #expect(japanese.span(of: conference) == "11月26日(木) 午後10:00～11月29日(日) 午前10:00")
    }
}
