import CalendarProvider
import Foundation
import WidgettyTestSupport
import WidgettyKit

/// Reads a shared `.ics` fixture over a window and writes its occurrences as lines a test can compare.
enum FixtureCalendar {
    /// The text of `fixtures/ics/NAME`.
    static func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: BuiltBinary.fixtures.appendingPathComponent("ics/\(name)")), as: UTF8.self)
    }

    /// The occurrences of `name` from `start` up to `end` (days "2025-01-01" in `zone`), one line each:
    /// "2025-01-01 Title" for all-day ones (with "→2025-01-03" when longer than a day),
    /// "2025-01-01 09:00–10:00 Title" for timed ones, in `zone`.
    static func lines(_ name: String, from start: String, to end: String, zone: String) throws -> [String] {
        try lines(of: text(name), from: start, to: end, zone: zone)
    }

    /// The same for a calendar's text.
    static func lines(of text: String, from start: String, to end: String, zone: String) throws -> [String] {
        let timeZone = ZoneDatabase.system.zone(named: zone)!
        return try reading(text, from: start, to: end, zone: zone).events.map { describe($0, in: timeZone) }
    }

    /// The whole reading of a calendar's text over the window.
    static func reading(_ text: String, from start: String, to end: String, zone: String) throws -> ICalendarReader.Reading {
        let timeZone = ZoneDatabase.system.zone(named: zone)!
        let window = DateInterval(start: day(start).start(in: timeZone), end: day(end).start(in: timeZone))
        return try ICalendarReader.read(text, window: window, viewerZone: timeZone)
    }

    /// "2025-01-01" as a day.
    static func day(_ text: String) -> CivilDate {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2])
    }

    /// One occurrence as a line, in `zone`.
    static func describe(_ event: CalendarEvent, in zone: ZoneInfo) -> String {
        switch event.timing {
        case .allDay(let first, let end):
            let span = end == first.adding(days: 1) ? "" : "→\(end.adding(days: -1))"
            return "\(first)\(span) \(event.title)"
        case .timed(let start, let end):
            let sameDay = CivilDate(start, in: zone) == CivilDate(end, in: zone)
            let endText = sameDay ? clock(end, zone) : "\(CivilDate(end, in: zone)) \(clock(end, zone))"
            return "\(CivilDate(start, in: zone)) \(clock(start, zone))–\(endText) \(event.title)"
        }
    }

    private static func clock(_ date: Date, _ zone: ZoneInfo) -> String {
        zone.civilTime(at: date).hourMinuteText
    }
}
