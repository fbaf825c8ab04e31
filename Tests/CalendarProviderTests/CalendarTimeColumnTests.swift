import Foundation
import Testing
import WidgettyKit
@testable import CalendarProvider

/// Times in the time column are right-aligned, so their colons line up; a time is never cut, a title or a day's name is.
struct CalendarTimeColumnTests {
    /// Two events today at 9:30 and 13:00 in Tokyo, and one tomorrow at 10:00.
    static let events = [("Dentist", "2026-11-27T00:30:00Z"), ("Call", "2026-11-27T04:00:00Z"), ("Haircut", "2026-11-28T01:00:00Z")].map { title, start in
        let date = ISO8601DateFormatter().date(from: start)!
        return CalendarEvent(title: title, timing: .timed(start: date, end: date.addingTimeInterval(3600)))
    }

    /// The column of the colon on each line that has one.
    static func colons(_ lines: [String]) -> [Int] {
        lines.compactMap { line in line.firstIndex(of: ":").map { line.distance(from: line.startIndex, to: $0) } }
    }

    @Test(arguments: ["en_US", "ja_JP"])
    func theColonsLineUp(locale: String) {
        let lines = CalendarViewTests.lines(Self.events, at: "2026-11-26T23:00:00Z", family: .medium, columns: 39, rows: 8, locale: locale)
        #expect(Self.colons(lines).count == 3 && Set(Self.colons(lines)).count == 1, "\(lines)")
    }

    @Test func theSmallCalendarNeverCutsATime() {
        let lines = CalendarViewTests.lines(Array(Self.events.suffix(1)), at: "2026-11-27T06:00:00Z", family: .small, columns: 16, rows: 8,
                                            locale: "en_US")
        #expect(lines.contains { $0.contains("10:00") && $0.hasSuffix("AM") }, "\(lines)")
    }
}
