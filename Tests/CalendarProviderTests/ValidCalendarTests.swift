import CalendarProvider
import Testing

/// Valid files that were read wrong: a zone table for some years only, an all-day series' override written with a
/// time, several VCALENDARs in one file, a series saved twice under one UID, and a vendor-prefixed TZID. Each
/// calendar is written for the test; the expected occurrences are worked out by hand from the lines shown.
struct ValidCalendarTests {
    /// A VTIMEZONE for Europe/Berlin that describes 2023 alone (no RRULE): summer time from Mar 26 to Oct 29.
    static let berlin2023 = [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:DAYLIGHT", "DTSTART:20230326T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20231029T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "END:STANDARD",
        "END:VTIMEZONE",
    ]

    /// Outside the years its table describes, a zone the system knows by that name keeps its own summer time:
    /// 14:00 Berlin in July 2021 and 10:00 in August 2025 are 14:00 and 10:00 for a Berlin viewer (12:00 and 08:00
    /// UTC), not an hour later; inside the table (July 2023) nothing changes.
    @Test func partialZoneTableGivesWayToTheSystemOutsideItsYears() throws {
        let text = ICS.calendar(header: Self.berlin2023,
            ["UID:a", "SUMMARY:Repair café", "DTSTART;TZID=Europe/Berlin:20210703T140000", "DTEND;TZID=Europe/Berlin:20210703T170000"],
            ["UID:b", "SUMMARY:Inside the table", "DTSTART;TZID=Europe/Berlin:20230701T090000", "DTEND;TZID=Europe/Berlin:20230701T100000"],
            ["UID:c", "SUMMARY:Flea market", "DTSTART;TZID=Europe/Berlin:20250802T100000", "DTEND;TZID=Europe/Berlin:20250802T120000"])
        #expect(try FixtureCalendar.lines(of: text, from: "2021-07-01", to: "2025-09-01", zone: "Europe/Berlin") == [
            "2021-07-03 14:00–17:00 Repair café", "2023-07-01 09:00–10:00 Inside the table", "2025-08-02 10:00–12:00 Flea market",
        ])
        #expect(try FixtureCalendar.lines(of: text, from: "2021-07-01", to: "2025-09-01", zone: "UTC") == [
            "2021-07-03 12:00–15:00 Repair café", "2023-07-01 07:00–08:00 Inside the table", "2025-08-02 08:00–10:00 Flea market",
        ])
    }

    /// One STANDARD observance from 1893 (+0100, as DAVx5 writes Europe/Berlin) and a weekly rule across summer:
    /// the system's summer time decides, so 12:20 stays 12:20 in September and in December.
    @Test func singleObservanceFrom1893FollowsTheSystemsSummerTime() throws {
        let zone = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:18930401T000000",
                    "TZOFFSETFROM:+0053", "TZOFFSETTO:+0100", "TZNAME:CET", "END:STANDARD", "END:VTIMEZONE"]
        let text = ICS.calendar(header: zone,
            ["UID:lunch", "SUMMARY:Lunch", "DTSTART;TZID=Europe/Berlin:20250917T122000", "DTEND;TZID=Europe/Berlin:20250917T130000",
             "RRULE:FREQ=MONTHLY;COUNT=4"])
        #expect(try FixtureCalendar.lines(of: text, from: "2025-09-01", to: "2026-01-01", zone: "UTC") == [
            "2025-09-17 10:20–11:00 Lunch", "2025-10-17 10:20–11:00 Lunch", "2025-11-17 11:20–12:00 Lunch", "2025-12-17 11:20–12:00 Lunch",
        ])
    }

    /// A table of RDATEs for Oct 2018 to Oct 2020 and rules with COUNT=2 from 2019 (so to the end of 2020): Dec 3, 2016
    /// 14:00 Berlin is 13:00 UTC (libical took the first change's +0200 before it), and Jul 2, 2022 14:00 is 12:00 UTC.
    @Test func tableOfRDatesAndCountedRulesCoversOnlyItsYears() throws {
        let zone = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
                    "BEGIN:STANDARD", "DTSTART:20181028T030000", "RDATE:20191027T030000,20201025T030000", "TZOFFSETFROM:+0200",
                    "TZOFFSETTO:+0100", "END:STANDARD",
                    "BEGIN:DAYLIGHT", "DTSTART:20190331T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=2",
                    "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE"]
        let text = ICS.calendar(header: zone,
            ["UID:a", "SUMMARY:Christmas repair café", "DTSTART;TZID=Europe/Berlin:20161203T140000", "DURATION:PT3H"],
            ["UID:b", "SUMMARY:Summer repair café", "DTSTART;TZID=Europe/Berlin:20220702T140000", "DURATION:PT3H"])
        #expect(try FixtureCalendar.lines(of: text, from: "2016-12-01", to: "2022-08-01", zone: "UTC")
                == ["2016-12-03 13:00–16:00 Christmas repair café", "2022-07-02 12:00–15:00 Summer repair café"])
    }

    /// A table for America/New_York from Oct 25, 1998 on (RFC 5545's example shape): Mar 12, 1998 08:30 is before it,
    /// in EST, 13:30 UTC.
    @Test func dateBeforeTheTablesFirstObservanceUsesTheSystem() throws {
        let zone = ["BEGIN:VTIMEZONE", "TZID:America/New_York",
                    "BEGIN:STANDARD", "DTSTART:19981025T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD",
                    "BEGIN:DAYLIGHT", "DTSTART:19990404T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT", "END:DAYLIGHT",
                    "END:VTIMEZONE"]
        let text = ICS.calendar(header: zone,
            ["UID:review", "SUMMARY:Budget review", "DTSTART;TZID=America/New_York:19980312T083000",
             "DTEND;TZID=America/New_York:19980312T093000"])
        #expect(try FixtureCalendar.lines(of: text, from: "1998-03-10", to: "1998-03-15", zone: "UTC")
                == ["1998-03-12 13:30–14:30 Budget review"])
    }

    /// A weekly all-day series whose overrides name their day as a DATE-TIME, once with a TZID (Exchange) and once in
    /// UTC: each replaces the day its date names, so the original Feb 9 and Feb 16 are gone, in any viewer's zone.
    @Test func dateTimeRecurrenceIDReplacesItsDayInAnAllDaySeries() throws {
        let text = ICS.calendar(
            ["UID:bins", "SUMMARY:Bins out", "DTSTART;VALUE=DATE:20260202", "DTEND;VALUE=DATE:20260203", "RRULE:FREQ=WEEKLY;COUNT=3"],
            ["UID:bins", "SUMMARY:Bins out (Tuesday)", "RECURRENCE-ID;TZID=America/Chicago:20260209T000000",
             "DTSTART;VALUE=DATE:20260210", "DTEND;VALUE=DATE:20260211"],
            ["UID:bins", "SUMMARY:Bins out (Wednesday)", "RECURRENCE-ID:20260216T000000Z",
             "DTSTART;VALUE=DATE:20260218", "DTEND;VALUE=DATE:20260219"])
        for zone in ["Europe/Berlin", "America/New_York"] {
            #expect(try FixtureCalendar.lines(of: text, from: "2026-02-01", to: "2026-03-01", zone: zone) == [
                "2026-02-02 Bins out", "2026-02-10 Bins out (Tuesday)", "2026-02-18 Bins out (Wednesday)",
            ])
        }
    }

    /// Three VCALENDARs one after the other (an iCalendar stream): all are read, each as a calendar of its own
    /// (RFC 5545 §3.4): its own VTIMEZONE "Office" (+0300 in the first, +0500 in the second: 12:00 there is 09:00 and
    /// 07:00 UTC), and a UID met again in another object is another event, not a newer save. The name is the first's.
    @Test func everyCalendarOfAStreamIsReadOnItsOwn() throws {
        func office(_ offset: String) -> [String] {
            ["BEGIN:VTIMEZONE", "TZID:Office", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offset)",
             "TZOFFSETTO:\(offset)", "RRULE:FREQ=YEARLY", "END:STANDARD", "END:VTIMEZONE"]
        }
        let text = ICS.calendar(header: ["X-WR-CALNAME:Team"] + office("+0300"),
                                ["UID:one", "SUMMARY:Kick-off", "DTSTART;TZID=Office:20260310T120000", "DURATION:PT1H"])
            + ICS.calendar(header: office("+0500"),
                           ["UID:one", "SEQUENCE:4", "SUMMARY:Planning", "DTSTART;TZID=Office:20260312T120000", "DURATION:PT1H"])
            + ICS.calendar(["UID:three", "SUMMARY:Retro", "DTSTART;VALUE=DATE:20260313"])
        #expect(try FixtureCalendar.lines(of: text, from: "2026-03-09", to: "2026-03-16", zone: "UTC")
                == ["2026-03-10 09:00–10:00 Kick-off", "2026-03-12 07:00–08:00 Planning", "2026-03-13 Retro"])
        let reading = try FixtureCalendar.reading(text, from: "2026-03-09", to: "2026-03-16", zone: "UTC")
        #expect(reading.name == "Team")
        #expect(reading.notes.isEmpty)
    }

    /// A stream whose last calendar lacks END:VCALENDAR: the events before the cut show, and a note says so.
    @Test func streamWithACutShortLastCalendarKeepsWhatCameBefore() throws {
        let text = ICS.calendar(["UID:one", "SUMMARY:Kick-off", "DTSTART;VALUE=DATE:20260310"])
            + "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:two\r\nSUMMARY:Whole\r\nDTSTART;VALUE=DATE:20260311\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:thr"
        #expect(try FixtureCalendar.lines(of: text, from: "2026-03-09", to: "2026-03-16", zone: "UTC")
                == ["2026-03-10 Kick-off", "2026-03-11 Whole"])
        let reading = try FixtureCalendar.reading(text, from: "2026-03-09", to: "2026-03-16", zone: "UTC")
        #expect(reading.notes.contains { $0.contains("last calendar is cut short") })
    }

    /// A daily series saved again with SEQUENCE 2 (listed first) and its override: only the new series shows, moved
    /// occurrence and all; the SEQUENCE 0 version at 09:00 is gone and a note names it.
    @Test func highestSequenceOfASeriesSavedTwiceWins() throws {
        let text = ICS.calendar(
            ["UID:review", "SEQUENCE:2", "DTSTAMP:20260220T000000Z", "SUMMARY:Review (afternoon)",
             "DTSTART:20260302T140000Z", "DTEND:20260302T143000Z", "RRULE:FREQ=DAILY;COUNT=3"],
            ["UID:review", "SEQUENCE:0", "DTSTAMP:20260225T000000Z", "SUMMARY:Review",
             "DTSTART:20260302T090000Z", "DTEND:20260302T100000Z", "RRULE:FREQ=DAILY;COUNT=3"],
            ["UID:review", "SEQUENCE:2", "DTSTAMP:20260220T000000Z", "SUMMARY:Review (late)", "RECURRENCE-ID:20260303T140000Z",
             "DTSTART:20260303T160000Z", "DTEND:20260303T163000Z"])
        #expect(try FixtureCalendar.lines(of: text, from: "2026-03-01", to: "2026-03-08", zone: "UTC") == [
            "2026-03-02 14:00–14:30 Review (afternoon)", "2026-03-03 16:00–16:30 Review (late)", "2026-03-04 14:00–14:30 Review (afternoon)",
        ])
        let reading = try FixtureCalendar.reading(text, from: "2026-03-01", to: "2026-03-08", zone: "UTC")
        #expect(reading.notes.contains { $0.contains("older version") })
    }

    /// A weekly all-day series saved again (SEQUENCE 3) with the Jul 15 occurrence removed (EXDATE) still has the
    /// override of Jul 15 its SEQUENCE 2 save moved to Jul 16: the override is of the old save and does not show.
    @Test func overrideOfAnOlderSaveThatTheLatestExcludesIsGone() throws {
        let text = ICS.calendar(
            ["UID:swim", "SEQUENCE:2", "SUMMARY:Swimming", "DTSTART;VALUE=DATE:20260701", "RRULE:FREQ=WEEKLY;COUNT=3"],
            ["UID:swim", "SEQUENCE:2", "SUMMARY:Swimming (Thursday)", "RECURRENCE-ID;VALUE=DATE:20260715", "DTSTART;VALUE=DATE:20260716"],
            ["UID:swim", "SEQUENCE:3", "SUMMARY:Swimming", "DTSTART;VALUE=DATE:20260701", "RRULE:FREQ=WEEKLY;COUNT=3",
             "EXDATE;VALUE=DATE:20260715"])
        #expect(try FixtureCalendar.lines(of: text, from: "2026-07-01", to: "2026-08-01", zone: "UTC")
                == ["2026-07-01 Swimming", "2026-07-08 Swimming"])
    }

    /// With equal SEQUENCE the later LAST-MODIFIED or DTSTAMP wins; masters of one UID that no other outranks all show
    /// (a feed that reuses a UID loses none of its events).
    @Test func laterStampBreaksASequenceTieAndEqualVersionsAllShow() throws {
        let text = ICS.calendar(
            ["UID:x", "SEQUENCE:1", "DTSTAMP:20260101T000000Z", "LAST-MODIFIED:20260110T000000Z", "SUMMARY:Dinner (moved)",
             "DTSTART:20260305T190000Z"],
            ["UID:x", "SEQUENCE:1", "DTSTAMP:20260105T000000Z", "SUMMARY:Dinner", "DTSTART:20260304T190000Z"],
            ["UID:same", "DTSTAMP:20260101T000000Z", "SUMMARY:Talk one", "DTSTART:20260302T100000Z"],
            ["UID:same", "DTSTAMP:20260101T000000Z", "SUMMARY:Talk two", "DTSTART:20260303T100000Z"])
        #expect(try FixtureCalendar.lines(of: text, from: "2026-03-01", to: "2026-03-08", zone: "UTC") == [
            "2026-03-02 10:00–10:00 Talk one", "2026-03-03 10:00–10:00 Talk two", "2026-03-05 19:00–19:00 Dinner (moved)",
        ])
    }

    /// Old Lightning's `/mozilla.org/20070129_1/America/New_York` and Evolution's
    /// `/softwarestudio.org/Olson_20011030_5/America/Argentina/Buenos_Aires`, without a VTIMEZONE, are the zones their
    /// names end with: 09:00 New York is 15:00 in Berlin, 10:00 Buenos Aires (UTC−3) 15:00; no unknown zone is noted.
    @Test func vendorPrefixedTZIDIsTheZoneAtItsEnd() throws {
        let text = ICS.calendar(
            ["UID:dentist", "SUMMARY:Dentist", "DTSTART;TZID=/mozilla.org/20070129_1/America/New_York:20260415T090000",
             "DTEND;TZID=/mozilla.org/20070129_1/America/New_York:20260415T100000"],
            ["UID:call", "SUMMARY:Call", "DTSTART;TZID=/softwarestudio.org/Olson_20011030_5/America/Argentina/Buenos_Aires:20260416T100000",
             "DURATION:PT30M"])
        #expect(try FixtureCalendar.lines(of: text, from: "2026-04-13", to: "2026-04-20", zone: "Europe/Berlin")
                == ["2026-04-15 15:00–16:00 Dentist", "2026-04-16 15:00–15:30 Call"])
        #expect(try FixtureCalendar.reading(text, from: "2026-04-13", to: "2026-04-20", zone: "Europe/Berlin").notes.isEmpty)
    }
}
