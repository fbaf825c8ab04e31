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
