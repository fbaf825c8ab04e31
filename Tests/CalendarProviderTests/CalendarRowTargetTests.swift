import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
@testable import CalendarProvider

/// Every cell of a drawn calendar, pointed at as the host does (`HitTesting` on the phone grid): an event's row is its
/// target across the whole tile and only on its own line; headings, blank rows and "+N more" belong to no event.
struct CalendarRowTargetTests {
    /// An event starting `hours` after midnight UTC on 27 November (9:00 in Tokyo is 0), an hour long.
    static func event(_ title: String, at hours: Double, location: String? = nil, url: String? = nil) -> CalendarEvent {
        let start = ISO8601DateFormatter().date(from: "2026-11-27T00:00:00Z")!.addingTimeInterval(hours * 3600)
        return CalendarEvent(title: title, location: location, url: url, timing: .timed(start: start, end: start.addingTimeInterval(3600)))
    }

    /// The rows drawn and, for each cell, the title of the event a click there opens ("" for none).
    static func targets(_ events: [CalendarEvent], family: WidgetFamily, columns: Int, rows: Int) -> (lines: [String], hits: [[String]]) {
        let drawn = CalendarViewTests.drawn(events, at: "2026-11-27T00:30:00Z", family: family, columns: columns, rows: rows, locale: "en_US")
        let elements = drawn.regions.filter { !$0.coversTile }.map { region in
            HitTesting<String>.Element(frame: region.rect, target: title(of: region.action), hasBezel: region.hasBezel, isExact: region.isExact)
        }
        let testing = HitTesting(elements, metrics: .phone)
        return (drawn.lines, (0..<rows).map { row in (0..<columns).map { testing.target(atColumn: $0, row: row) ?? "" } })
    }

    /// The event an action opens: its sheet's title, or its address for a link.
    static func title(of action: WidgetAction) -> String {
        switch action {
        case .openURL(let url): url.absoluteString
        case .perform(let intent, _): (intent as? ShowEvent).map { if case .showList(let title, _, _) = $0.request { title } else { "?" } } ?? "?"
        default: "?"
        }
    }

    /// Each line that shows an event's title is that event's across every column; every other line is no event's.
    static func expectRowsMatch(_ lines: [String], _ hits: [[String]], titles: [String: String]) {
        for (row, line) in lines.enumerated() {
            let shown = titles.first { line.contains($0.key) }?.value ?? ""
            let wrong = hits[row].enumerated().filter { $0.element != shown }.map { "column \($0.offset): \($0.element)" }
            #expect(wrong.isEmpty, "line \(row) \"\(line)\" should open \(shown.isEmpty ? "no event" : shown): \(wrong.prefix(4))")
        }
    }

    @Test func everyRowOfAMediumCalendarOpensItsOwnEvent() {
        let events = [Self.event("Design review", at: 1, location: "Room 4"), Self.event("Lunch with Aiko", at: 5),
                      Self.event("Yoga", at: 24), Self.event("Groceries", at: 27), Self.event("Movie night", at: 33)]
        let (lines, hits) = Self.targets(events, family: .medium, columns: 39, rows: 8)
        #expect(lines.contains { $0.hasPrefix("Tomorrow") } && lines.contains { $0.isEmpty }, "\(lines)")
        Self.expectRowsMatch(lines, hits, titles: Dictionary(uniqueKeysWithValues: events.map { ($0.title, $0.title) }))
    }

    /// A day with more events than its rows: "+N more" takes a row of its own under the last one shown, and a click
    /// on any of its cells is the tile's, never that event's.
    @Test func aMediumCalendarsMoreNoteIsARowOfItsOwnThatOpensNoEvent() throws {
        let events = [Self.event("Design review", at: 1), Self.event("Yoga", at: 24), Self.event("Groceries", at: 26),
                      Self.event("Movie night", at: 28), Self.event("Laundry", at: 30), Self.event("Reading", at: 32)]
        let (lines, hits) = Self.targets(events, family: .medium, columns: 39, rows: 8)
        let more = try #require(lines.firstIndex { $0.contains("more") }, "\(lines)")
        #expect(lines[more].trimmingCharacters(in: .whitespaces).hasPrefix("+"), "\"+N more\" starts its own row: \(lines)")
        #expect(hits[more].allSatisfy { $0.isEmpty }, "line \(more) \"\(lines[more])\" opens \(Set(hits[more]))")
        #expect(!events.contains { lines[more].contains($0.title) }, "no event shares the note's row: \(lines)")
        Self.expectRowsMatch(lines, hits, titles: Dictionary(uniqueKeysWithValues: events.map { ($0.title, $0.title) }))

        // Today full but for one row under tomorrow's name: that row counts tomorrow's events, and opens none.
        let busy = [Self.event("Standup", at: 1), Self.event("Lunch", at: 3), Self.event("Call", at: 5), Self.event("Gym", at: 7)]
            + events.dropFirst()
        let (fuller, fullerHits) = Self.targets(busy, family: .medium, columns: 39, rows: 8)
        let count = try #require(fuller.firstIndex { $0.hasPrefix("5 events") }, "\(fuller)")
        #expect(fuller[count - 1] == "Tomorrow" && fullerHits[count].allSatisfy { $0.isEmpty }, "\(fuller)")
    }

    @Test func everyRowOfALargeCalendarOpensItsOwnEvent() {
        let titles = ["Kyoto trip", "Standup", "Design review", "Lunch", "Call", "Dinner", "Yoga", "Groceries", "Movie night",
                      "Brunch", "Walk", "Reading", "Laundry", "Piano", "Tea"]
        var events = titles.indices.map { Self.event(titles[$0], at: Double($0 % 5) * 2 + Double($0 / 5) * 24 + 1) }
        events[1].url = "https://meet.example.com/standup"
        let (lines, hits) = Self.targets(events, family: .large, columns: 39, rows: 22)
        #expect(lines.contains { $0.hasPrefix("Tomorrow") } && lines.contains { $0.hasPrefix("+") }, "\(lines)")
        var named = Dictionary(uniqueKeysWithValues: titles.map { ($0, $0) })
        named["Standup"] = "https://meet.example.com/standup"
        Self.expectRowsMatch(lines, hits, titles: named)
    }
}
