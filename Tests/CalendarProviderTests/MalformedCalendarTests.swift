import CalendarProvider
import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport

/// Broken input ends in a sentence for the tile, never a crash.
struct MalformedCalendarTests {
    private func problem(_ text: String) -> String? {
        do {
            _ = try FixtureCalendar.reading(text, from: "2025-01-01", to: "2025-02-01", zone: "UTC")
            return nil
        } catch let problem as WidgetProblem {
            return problem.message
        } catch {
            return "\(error)"
        }
    }

    @Test(SharedFixtures.required) func brokenFilesSayWhatTheyAre() throws {
        let basic = try FixtureCalendar.text("basic.ics")
        #expect(problem(String(basic.prefix(5000))) == "The calendar is cut short: it ends before END:VCALENDAR")
        #expect(problem("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20250101T100000Z\r\n") == "The calendar is cut short: it ends before END:VCALENDAR")
        #expect(problem("") == "The calendar file is empty")
        #expect(problem(" \n\n") == "The calendar file is empty")
        #expect(problem("<!DOCTYPE html><html><body>404 Not Found</body></html>") == "The address gave a web page (HTML), not an iCalendar file")
        #expect(problem("{\"error\": true}") == "This is not an iCalendar file: it does not begin with BEGIN:VCALENDAR")
    }

    /// The choices kept on invalid input, one event each on Mar 2, 2026: a repeat rule libical cannot read leaves
    /// DTSTART (and a note), DTEND before DTSTART is zero-length at DTSTART, UNTIL before DTSTART still shows DTSTART;
    /// a bare VEVENT without its VCALENDAR is not an iCalendar file.
    @Test func choicesOnInvalidInput() throws {
        let text = ICS.calendar(
            ["UID:a", "SUMMARY:Broken rule", "DTSTART:20260302T090000Z", "RRULE:FREQ=WEEKLY;UNTL=20260401"],
            ["UID:b", "SUMMARY:Ends first", "DTSTART:20260302T100000Z", "DTEND:20260302T080000Z"],
            ["UID:c", "SUMMARY:Until before", "DTSTART:20260302T110000Z", "RRULE:FREQ=DAILY;UNTIL=20260201T000000Z"])
        #expect(try FixtureCalendar.lines(of: text, from: "2026-03-01", to: "2026-04-01", zone: "UTC") == [
            "2026-03-02 09:00–09:00 Broken rule", "2026-03-02 10:00–10:00 Ends first", "2026-03-02 11:00–11:00 Until before",
        ])
        let notes = try FixtureCalendar.reading(text, from: "2026-03-01", to: "2026-04-01", zone: "UTC").notes
        #expect(notes.contains { $0.hasPrefix("\"Broken rule\"") })
        #expect(problem("BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20260302T090000Z\r\nEND:VEVENT\r\n")
                == "This is not an iCalendar file: it does not begin with BEGIN:VCALENDAR")
    }

    /// A calendar with no events, or with events of no use, is empty, not an error.
    @Test func emptyCalendarIsNoProblem() throws {
        #expect(try FixtureCalendar.lines(of: ICS.calendar(), from: "2025-01-01", to: "2025-02-01", zone: "UTC") == [])
        let reading = try FixtureCalendar.reading(ICS.calendar(["UID:1", "SUMMARY:No start"]), from: "2025-01-01", to: "2025-02-01", zone: "UTC")
        #expect(reading.events.isEmpty)
        #expect(reading.notes == ["\"No start\" has no DTSTART and is skipped"])
    }

    /// Garbage lines, binary bytes and half lines inside a calendar do not trap.
    @Test func garbageInsideACalendar() throws {
        var text = "BEGIN:VCALENDAR\r\n"
        for index in 0..<200 {
            text += "BEGIN:VEVENT\r\nDTSTART:2025\(index)\r\nRRULE:FREQ=;;;BYDAY=99ZZ\r\n\u{01}\u{7F}:\r\nEND:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        #expect(try FixtureCalendar.lines(of: text, from: "2025-01-01", to: "2025-02-01", zone: "UTC").count <= 200)
    }
}
