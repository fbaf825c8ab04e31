import Foundation
import Testing
import WidgettyKit
@testable import CalendarProvider

/// Events that happen once, far from the window, are not handed to libical; leaving them out changes nothing the window
/// shows and nothing the read notes. Each calendar below is read over June 2025 and compared with a read over all its
/// years cut to June, in zones far east and west of UTC.
struct OutsideEventsTests {
    private static let viewers = ["Europe/Berlin", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]

    private func window(_ first: String, _ end: String, in zone: ZoneInfo) -> DateInterval {
        DateInterval(start: FixtureCalendar.day(first).start(in: zone), end: FixtureCalendar.day(end).start(in: zone))
    }

    /// The read over June in `zoneName`, after checking it shows and notes what a read over 1990–2040 shows in June
    /// and notes; its occurrences as `FixtureCalendar` lines.
    private func june(_ text: String, in zoneName: String) throws -> (lines: [String], notes: [String], parsed: Int) {
        let zone = try #require(ZoneDatabase.system.zone(named: zoneName))
        let june = window("2025-06-01", "2025-07-01", in: zone)
        let narrow = try ICalendarReader.read(text, window: june, viewerZone: zone)
        let wide = try ICalendarReader.read(text, window: window("1990-01-01", "2040-01-01", in: zone), viewerZone: zone)
        let lines = narrow.events.map { FixtureCalendar.describe($0, in: zone) }
        #expect(lines == wide.events.filter { $0.overlaps(june, in: zone) }.map { FixtureCalendar.describe($0, in: zone) }, "\(zoneName)")
        #expect(narrow.notes == wide.notes, "\(zoneName)")
        return (lines, narrow.notes, narrow.parsedEvents)
    }

    /// "20250101".
    private func compact(_ day: CivilDate) -> String {
        day.description.replacingOccurrences(of: "-", with: "")
    }

    /// A year of one-off events, one a day at 09:00 UTC for an hour: libical parses June's 30 and the 8 days either side
    /// of it (`OutsideEvents.margin`), from May 24 to July 8; before, it parsed all 365.
    @Test func oneOffEventsFarFromTheWindowAreNotParsed() throws {
        let days = (0..<365).map { CivilDate(year: 2025, month: 1, day: 1).adding(days: $0) }
        let text = ICS.calendar(events: days.map { ["UID:\($0)@test", "SUMMARY:Day \($0)", "DTSTART:\(compact($0))T090000Z", "DURATION:PT1H"] })
        let reading = try june(text, in: "UTC")
        #expect(reading.lines.count == 30)
        #expect(reading.parsed == 8 + 30 + 8)
    }

    /// Forms a glance does not read surely are left to libical, however far they are.
    @Test(arguments: [
        ["DTSTART;TZID=\"Europe/Berlin\":20240101T090000"], ["DTSTART:20240101"], ["DTSTART:20240101T090000", "DTSTART:20240102T090000"],
        ["DTSTART;X-FOO=1:20240101T090000Z"], ["DTSTART:20240101T090000Z", "DURATION:P1M"], ["DTSTART:20240101T090000Z", "X-RRULE:FREQ=DAILY"],
        ["DTSTART:20240101T090000Z", "EXDATE:20240101T090000Z"], ["DTSTART:20240101T090000Z", "DTEND:20240101"],
    ])
    func formsNotReadSurelyAreParsed(lines: [String]) throws {
        let reading = try june(ICS.calendar(["UID:odd", "SUMMARY:Odd"] + lines, ["UID:plain", "SUMMARY:Plain", "DTSTART:20240101T090000Z"]), in: "UTC")
        #expect(reading.parsed == 1, "the odd one only")
    }

    /// One UID saved twice: the later save, moved to January 2024, outranks the June one, so June shows nothing.
    @Test(arguments: viewers) func anOlderSaveInTheWindowStaysHidden(zone: String) throws {
        let reading = try june(ICS.calendar(["UID:a", "SEQUENCE:0", "SUMMARY:Old", "DTSTART:20250610T090000Z"],
                                            ["UID:a", "SEQUENCE:1", "SUMMARY:New", "DTSTART:20240110T090000Z"]), in: zone)
        #expect(reading.lines.isEmpty)
        #expect(reading.notes.count == 1)
        #expect(reading.parsed == 2)
    }

    /// An override moved into June from a one-off of 2024 shows once; a series' occurrence moved out of June is gone.
    @Test(arguments: viewers) func overridesMovedInAndOutOfTheWindow(zone: String) throws {
        let reading = try june(ICS.calendar(
            ["UID:b", "SUMMARY:Once", "DTSTART:20240101T090000Z"],
            ["UID:b", "RECURRENCE-ID:20240101T090000Z", "SUMMARY:Moved", "DTSTART:20250615T120000Z"],
            ["UID:c", "SUMMARY:Weekly", "DTSTART:20250603T120000Z", "RRULE:FREQ=WEEKLY;COUNT=4"],
            ["UID:c", "RECURRENCE-ID:20250610T120000Z", "SUMMARY:Weekly moved", "DTSTART:20240301T120000Z"]), in: zone)
        #expect(reading.lines.filter { $0.hasSuffix(" Moved") }.count == 1)
        #expect(reading.lines.filter { $0.hasSuffix(" Weekly") }.count == 3)
    }

    /// Long events that began before June and reach into it, by DTEND, DURATION and days; one whose VALARM has a
    /// DURATION of its own.
    @Test(arguments: viewers) func longEventsReachingIntoTheWindowShow(zone: String) throws {
        let reading = try june(ICS.calendar(
            ["UID:d1", "SUMMARY:Term", "DTSTART;VALUE=DATE:20250301", "DTEND;VALUE=DATE:20250905"],
            ["UID:d2", "SUMMARY:Stay", "DTSTART:20250301T090000Z", "DURATION:P120D"],
            ["UID:d3", "SUMMARY:Trip", "DTSTART;TZID=America/New_York:20250510T090000", "DURATION:P4W",
             "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DURATION:PT5M", "REPEAT:2", "END:VALARM"],
            ["UID:d4", "SUMMARY:Backwards", "DTSTART:20250101T090000Z", "DTEND:20241201T090000Z"],
            ["UID:d5", "SUMMARY:Negative", "DTSTART:20250101T090000Z", "DURATION:-P200D"]), in: zone)
        #expect(Set(reading.lines.map { $0.split(separator: " ").last! }) == ["Term", "Stay", "Trip"])
    }

    /// Days at June's edges, read in the viewer's zone, and floating times in the calendar's own zone.
    @Test(arguments: viewers) func daysAndFloatingTimesAtTheEdges(zone: String) throws {
        let reading = try june(ICS.calendar(header: ["X-WR-TIMEZONE:Pacific/Auckland"],
            ["UID:e1", "SUMMARY:Eve", "DTSTART;VALUE=DATE:20250531"], ["UID:e2", "SUMMARY:After", "DTSTART;VALUE=DATE:20250701"],
            ["UID:e3", "SUMMARY:Late", "DTSTART:20250630T230000"], ["UID:e4", "SUMMARY:Early", "DTSTART:20250601T010000"],
            ["UID:e5", "SUMMARY:Midnight", "DTSTART;TZID=Asia/Tokyo:20250522T000000", "DTEND;TZID=Asia/Tokyo:20250523T000000"],
            ["UID:e6", "SUMMARY:Middle", "DTSTART:20250615T120000"],
            ["SUMMARY:No UID", "DTSTART:20230101T090000Z"], ["UID:", "SUMMARY:Empty UID", "DTSTART:20230101T090000Z"]), in: zone)
        #expect(reading.lines.contains { $0.hasSuffix(" Middle") })
        #expect(reading.parsed == 5, "all but the day from midnight to midnight in May and the two of 2023")
    }

    /// Zones: a known one far out is left out, an unknown one is still read and noted, a bad date still noted.
    @Test(arguments: viewers) func unknownZonesAndBadDatesAreStillNoted(zone: String) throws {
        let reading = try june(ICS.calendar(
            ["UID:f1", "SUMMARY:New York", "DTSTART;TZID=America/New_York:20240101T090000"],
            ["UID:f2", "SUMMARY:Windows", "DTSTART;TZID=W. Europe Standard Time:20240101T090000"],
            ["UID:f3", "SUMMARY:Mars", "DTSTART;TZID=Mars/Olympus:20240101T090000"],
            ["UID:f4", "SUMMARY:Leap", "DTSTART:20230229T090000Z"]), in: zone)
        #expect(reading.notes.count == 2, "the unknown zone and the invalid DTSTART: \(reading.notes)")
        #expect(reading.parsed == 2, "Mars and the leap day")
    }

    /// An event with two UID lines may share either with any event: then every event of its calendar is parsed.
    @Test func anEventWithTwoUIDsLeavesEveryEventToLibical() throws {
        let reading = try june(ICS.calendar(["UID:h1", "SUMMARY:Far", "DTSTART:20240101T090000Z"],
                                            ["UID:h2", "UID:h3", "SUMMARY:Twice", "DTSTART:20240101T090000Z"]), in: "UTC")
        #expect(reading.parsed == 2)
    }

    /// Names and BEGIN/END values in any case or with spaces, and folded lines, are glanced at as libical reads them:
    /// "uid" is a UID, " K3 " shares "k3", a folded DTSTART is a time; an "x-rrule" line still leaves its event to libical.
    @Test func linesInAnyCaseOrFoldedAreGlancedAt() throws {
        let text = ICS.calendar(["uid:k1", "SUMMARY:Lower", "dtStart:20240101T090000Z", "Duration:PT1H"],
                                ["UID:k2-a-long-uid-\r\n \tfolded", "SUMMARY:Folded", "DTSTART:2024\r\n 0102T090000Z"],
                                ["Uid: K3 ", "SUMMARY:Spaces", "DTSTART:20240103T090000Z"],
                                ["UID:k3", "SUMMARY:Shares", "DTSTART:20240104T090000Z"],
                                ["UID:k5", "SUMMARY:Rule", "DTSTART:20240105T090000Z", "x-rrule:FREQ=DAILY"],
                                ["UID:k6", "SUMMARY:June", "DTSTART:20250610T090000Z"])
            .replacingOccurrences(of: "BEGIN:VEVENT\r\nuid:k1", with: "begin: vEvent \r\nuid:k1")
            .replacingOccurrences(of: "Duration:PT1H\r\nEND:VEVENT", with: "Duration:PT1H\r\nend:VEVENT\t")
        let reading = try june(text, in: "UTC")
        #expect(reading.lines.map { $0.split(separator: " ").last! } == ["June"])
        #expect(reading.parsed == 4, "the two that share a UID once trimmed and upper-cased, the rule and June")
    }

    /// Each VCALENDAR of a stream has its own UIDs: a later save in the second does not hide the first's event.
    @Test(arguments: viewers) func eachCalendarOfAStreamHasItsOwnUIDs(zone: String) throws {
        let first = ICS.calendar(["UID:g", "SUMMARY:First", "DTSTART:20250612T090000Z"])
        let second = ICS.calendar(["UID:g", "SEQUENCE:5", "SUMMARY:Second", "DTSTART:20240612T090000Z"])
        let reading = try june(first + second, in: zone)
        #expect(reading.lines.map { $0.split(separator: " ").last! } == ["First"])
    }
}
