import CalendarProvider
import Foundation
import Testing
import WidgettyTestSupport
import WidgettyKit

/// The recurrence and time-zone mistakes peers' users report, each on a small calendar written for the test;
/// the expected occurrences are counted by hand from the lines shown.
struct RecurrencePitfallTests {
    /// Weekly on Mondays at 09:00 New York from Mar 3, 2025: DST starts Sunday Mar 9, so the UTC time moves from
    /// 14:00 to 13:00 while the local time stays 09:00.
    @Test func dstChangeKeepsTheLocalTime() throws {
        let text = ICS.calendar(["UID:dst", "SUMMARY:Standup", "DTSTART;TZID=America/New_York:20250303T090000",
                                 "DTEND;TZID=America/New_York:20250303T093000", "RRULE:FREQ=WEEKLY;BYDAY=MO"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-03-01", to: "2025-03-15", zone: "America/New_York")
                == ["2025-03-03 09:00–09:30 Standup", "2025-03-10 09:00–09:30 Standup"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-03-01", to: "2025-03-15", zone: "UTC")
                == ["2025-03-03 14:00–14:30 Standup", "2025-03-10 13:00–13:30 Standup"])
    }

    /// 10:00 on Jan 15 in Tokyo (UTC+9) is 01:00 in London (UTC+0 in winter).
    @Test func eventInAnotherZone() throws {
        let text = ICS.calendar(["UID:tokyo", "SUMMARY:Call Tokyo", "DTSTART;TZID=Asia/Tokyo:20250115T100000", "DURATION:PT1H"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-01-14", to: "2025-01-16", zone: "Europe/London")
                == ["2025-01-15 01:00–02:00 Call Tokyo"])
    }

    /// A floating time (no Z, no TZID) is the viewer's wall clock: 09:00 in Tokyo and 09:00 in New York;
    /// with `X-WR-TIMEZONE:Europe/Paris` it is 09:00 Paris instead, 03:00 in New York.
    @Test func floatingTime() throws {
        let event = ["UID:float", "SUMMARY:Gym", "DTSTART:20250310T090000", "DTEND:20250310T100000"]
        for zone in ["Asia/Tokyo", "America/New_York"] {
            #expect(try FixtureCalendar.lines(of: ICS.calendar(event), from: "2025-03-10", to: "2025-03-11", zone: zone)
                    == ["2025-03-10 09:00–10:00 Gym"])
        }
        let paris = ICS.calendar(header: ["X-WR-TIMEZONE:Europe/Paris"], event)
        #expect(try FixtureCalendar.lines(of: paris, from: "2025-03-10", to: "2025-03-11", zone: "America/New_York")
                == ["2025-03-10 04:00–05:00 Gym"])
    }

    /// Outlook without a VTIMEZONE: `TZID=Pacific Standard Time` is Los Angeles; a comma list of three EXDATEs in
    /// that zone takes Jan 8, 15 and 22 from five weekly Wednesdays (Jan 1–29), leaving Jan 1 and 29 at 10:00.
    @Test func windowsZoneWithoutVTimezoneAndMultiValuedExdate() throws {
        let text = ICS.calendar(["UID:win", "SUMMARY:Sync", "DTSTART;TZID=Pacific Standard Time:20250101T100000",
                                 "DTEND;TZID=Pacific Standard Time:20250101T103000", "RRULE:FREQ=WEEKLY;COUNT=5",
                                 "EXDATE;TZID=Pacific Standard Time:20250108T100000,20250115T100000,20250122T100000"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-01-01", to: "2025-02-01", zone: "America/Los_Angeles")
                == ["2025-01-01 10:00–10:30 Sync", "2025-01-29 10:00–10:30 Sync"])
    }

    /// `BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1` is the last weekday of the month (Jan 31 Fri, Feb 28 Fri, Mar 31 Mon, 2025);
    /// `BYDAY=-1FR` the last Friday (Jan 31, Feb 28, Mar 28). DTSTART is the first of each, as RFC 5545 asks.
    @Test func bySetPosAndNegativeByDay() throws {
        let text = ICS.calendar(
            ["UID:a", "SUMMARY:Payday", "DTSTART;VALUE=DATE:20250131", "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"],
            ["UID:b", "SUMMARY:Drinks", "DTSTART;VALUE=DATE:20250131", "RRULE:FREQ=MONTHLY;BYDAY=-1FR"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-01-01", to: "2025-04-01", zone: "UTC") == [
            "2025-01-31 Drinks", "2025-01-31 Payday", "2025-02-28 Drinks", "2025-02-28 Payday", "2025-03-28 Drinks", "2025-03-31 Payday",
        ])
    }

    /// `RANGE=THISANDFUTURE` on the third of five daily 10:00 meetings moves it and the two after it to 11:00.
    @Test func thisAndFutureMovesTheRest() throws {
        let text = ICS.calendar(
            ["UID:m", "SUMMARY:Daily", "DTSTART:20250601T100000Z", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=5"],
            ["UID:m", "SUMMARY:Daily (later)", "RECURRENCE-ID;RANGE=THISANDFUTURE:20250603T100000Z",
             "DTSTART:20250603T110000Z", "DURATION:PT30M"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-06-01", to: "2025-06-08", zone: "UTC") == [
            "2025-06-01 10:00–10:30 Daily", "2025-06-02 10:00–10:30 Daily", "2025-06-03 11:00–11:30 Daily (later)",
            "2025-06-04 11:00–11:30 Daily (later)", "2025-06-05 11:00–11:30 Daily (later)",
        ])
    }

    /// A cancelled event shows nothing; a cancelled override removes only its own occurrence (Jun 2 of Jun 1–3).
    @Test func cancelledEventsAndOccurrences() throws {
        let text = ICS.calendar(
            ["UID:gone", "SUMMARY:Gone", "STATUS:CANCELLED", "DTSTART:20250601T090000Z"],
            ["UID:m", "SUMMARY:Daily", "DTSTART:20250601T100000Z", "RRULE:FREQ=DAILY;COUNT=3"],
            ["UID:m", "SUMMARY:Daily", "RECURRENCE-ID:20250602T100000Z", "DTSTART:20250602T100000Z", "STATUS:CANCELLED"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-06-01", to: "2025-06-08", zone: "UTC")
                == ["2025-06-01 10:00–10:00 Daily", "2025-06-03 10:00–10:00 Daily"])
    }

    /// An all-day event on Jul 4 (DTEND Jul 5, exclusive) is on Jul 4 alone east (UTC+14) and west (UTC−11) of UTC.
    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"])
    func allDayEventStaysOnItsDate(zone: String) throws {
        let text = ICS.calendar(["UID:d", "SUMMARY:Fourth", "DTSTART;VALUE=DATE:20250704", "DTEND;VALUE=DATE:20250705"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-07-03", to: "2025-07-06", zone: zone) == ["2025-07-04 Fourth"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-07-05", to: "2025-07-06", zone: zone) == [])
    }

    /// An all-day DAILY rule with a UTC `UNTIL` of Jun 3 12:00Z: Jun 1, 2 and 3.
    @Test func utcUntilWithDateStart() throws {
        let text = ICS.calendar(["UID:u", "SUMMARY:Camp", "DTSTART;VALUE=DATE:20250601", "RRULE:FREQ=DAILY;UNTIL=20250603T120000Z"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-05-01", to: "2025-07-01", zone: "America/Denver")
                == ["2025-06-01 Camp", "2025-06-02 Camp", "2025-06-03 Camp"])
    }

    /// A rule with no COUNT or UNTIL from 2000 is expanded only across the window: 7 days, 7 occurrences.
    @Test func neverEndingRuleIsBoundedByTheWindow() throws {
        let text = ICS.calendar(["UID:n", "SUMMARY:Pills", "DTSTART:20000101T080000Z", "RRULE:FREQ=DAILY"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-06-01", to: "2025-06-08", zone: "UTC").count == 7)
    }

    /// Every minute for ever, and ten million seconds from 1990: each stops at a limit with a note; nothing traps.
    @Test func hugeRulesAreBounded() throws {
        let text = ICS.calendar(
            ["UID:min", "SUMMARY:Tick", "DTSTART:20250601T000000Z", "RRULE:FREQ=MINUTELY"],
            ["UID:sec", "SUMMARY:Tock", "DTSTART:19900101T000000Z", "RRULE:FREQ=SECONDLY;COUNT=10000000"])
        let reading = try FixtureCalendar.reading(text, from: "2025-06-01", to: "2025-06-08", zone: "UTC")
        #expect(reading.events.count == 500)
        #expect(reading.notes.contains { $0.contains("\"Tick\" repeats more than 500 times") })
        #expect(reading.notes.contains { $0.contains("\"Tock\": stopped following its repeat rule after 100000 steps") })
    }

    /// Evolution's `X-EVOLUTION-ENDDATE` in an RRULE: libical refuses the rule; it is read again without that part
    /// (weekly, COUNT=3: Jun 2, 9, 16), and the note says what was ignored.
    @Test func unknownRulePartIsSkippedAndNoted() throws {
        let text = ICS.calendar(["UID:e", "SUMMARY:Choir", "DTSTART;VALUE=DATE:20250602",
                                 "RRULE:FREQ=WEEKLY;X-EVOLUTION-ENDDATE=20250616T000000Z;COUNT=3", "X-UNKNOWN-THING:yes"])
        let reading = try FixtureCalendar.reading(text, from: "2025-06-01", to: "2025-07-01", zone: "UTC")
        #expect(reading.events.map { FixtureCalendar.describe($0, in: .utc) } == ["2025-06-02 Choir", "2025-06-09 Choir", "2025-06-16 Choir"])
        #expect(reading.notes == ["\"Choir\": ignored X-EVOLUTION-ENDDATE in its repeat rule"])
    }

    /// An unknown zone is shown as floating (the viewer's wall clock) with a note; an impossible date skips only its event.
    @Test func unknownZoneAndInvalidDate() throws {
        let text = ICS.calendar(
            ["UID:z", "SUMMARY:Mars", "DTSTART;TZID=Mars/Olympus_Mons:20250601T090000", "DTEND;TZID=Mars/Olympus_Mons:20250601T100000"],
            ["UID:x", "SUMMARY:Bad", "DTSTART:20251301T090000Z"],
            ["UID:ok", "SUMMARY:Fine", "DTSTART:20250601T120000Z"])
        let reading = try FixtureCalendar.reading(text, from: "2025-06-01", to: "2025-06-02", zone: "Europe/Rome")
        #expect(reading.events.map { FixtureCalendar.describe($0, in: ZoneDatabase.system.zone(named: "Europe/Rome")!) }
                == ["2025-06-01 09:00–10:00 Mars", "2025-06-01 14:00–14:00 Fine"])
        #expect(reading.notes == ["\"Mars\" names an unknown time zone \"Mars/Olympus_Mons\"; shown in Europe/Rome",
                                  "\"Bad\" has an invalid DTSTART and is skipped"], "the zone is named once, though DTSTART and DTEND both name it")
    }

    /// Reading the same text twice gives the same occurrences, not twice as many.
    @Test(SharedFixtures.required) func readingAgainDoesNotMultiply() throws {
        let text = try FixtureCalendar.text("recur_instances.ics")
        let first = try FixtureCalendar.lines(of: text, from: "2012-10-01", to: "2013-06-01", zone: "UTC")
        #expect(try FixtureCalendar.lines(of: text, from: "2012-10-01", to: "2013-06-01", zone: "UTC") == first)
    }

    /// Windows names map to zones Foundation knows, and the common Outlook ones to the expected cities.
    @Test func windowsZoneNames() throws {
        let text = ICS.calendar(
            ["UID:1", "SUMMARY:Berlin", "DTSTART;TZID=W. Europe Standard Time:20250115T090000"],
            ["UID:2", "SUMMARY:Tokyo", "DTSTART;TZID=Tokyo Standard Time:20250115T090000"],
            ["UID:3", "SUMMARY:London", "DTSTART;TZID=GMT Standard Time:20250715T090000"],
            ["UID:4", "SUMMARY:India", "DTSTART;TZID=India Standard Time:20250115T090000"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-01-01", to: "2025-08-01", zone: "UTC") == [
            "2025-01-15 03:30–03:30 India", "2025-01-15 08:00–08:00 Berlin", "2025-01-15 00:00–00:00 Tokyo", "2025-07-15 08:00–08:00 London",
        ].sorted { $0.prefix(16) < $1.prefix(16) })
    }
}
