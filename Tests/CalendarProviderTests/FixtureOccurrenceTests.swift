import CalendarProvider
import Foundation
import Testing
import WidgettyTestSupport
import WidgettyKit

/// Every shared `.ics` fixture, read over a fixed window, against occurrences worked out without the code:
/// public holiday dates, or the file’s rules counted by hand (each test says how).
@Suite(SharedFixtures.required) struct FixtureOccurrenceTests {
    /// Every file parses, without a crash and with at least one occurrence over forty years.
    @Test func everyFixtureParses() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: BuiltBinary.fixtures.appendingPathComponent("ics").path)
            .filter { $0.hasSuffix(".ics") }
        #expect(names.count == 24)
        for name in names {
            let reading = try FixtureCalendar.reading(try FixtureCalendar.text(name), from: "1990-01-01", to: "2030-01-01", zone: "UTC")
            #expect(!reading.events.isEmpty, "\(name)")
        }
    }

    /// US federal holidays of 2023 as published by the US Office of Personnel Management
    /// (MLK Day Jan 16, Washington's Birthday Feb 20, Memorial Day May 29, Labor Day Sep 4, Thanksgiving Nov 23).
    @Test func usHolidays2023() throws {
        let lines = try FixtureCalendar.lines("US_Holidays.ics", from: "2023-01-01", to: "2024-01-01", zone: "America/New_York")
        for expected in ["2023-01-16 M L King Day", "2023-02-20 Presidents' Day", "2023-05-29 Memorial Day",
                         "2023-07-04 Independence Day", "2023-09-04 Labor Day", "2023-11-23 Thanksgiving Day", "2023-12-25 Christmas"] {
            #expect(lines.contains(expected), "\(expected)")
        }
        // The file has two Valentine's Day events alike but for their UIDs; one is shown.
        #expect(lines.filter { $0.hasSuffix("Valentine's Day") }.count == 1)
    }

    /// sappjw's holidays are yearly rules (3rd Monday, last Monday, BYSETPOS…) from 1900; for 2025 the dates are
    /// public knowledge: MLK Jan 20, Presidents' Feb 17, Mother's Day May 11, Memorial May 26, Father's Day Jun 15,
    /// Labor Sep 1, Columbus Oct 13, Thanksgiving Nov 27, and the fixed-date ones.
    @Test func usHolidayRules2025() throws {
        let lines = try FixtureCalendar.lines("sappjw__US_Holidays.ics", from: "2025-01-01", to: "2026-01-01", zone: "America/Chicago")
        #expect(lines == [
            "2025-01-01 New Year's Day", "2025-01-20 Martin Luther King Jr. Day (U.S.)", "2025-02-02 Groundhog Day (U.S.)",
            "2025-02-14 Valentine's Day", "2025-02-17 Presidents' Day (U.S.)", "2025-03-17 St. Patrick's Day",
            "2025-05-11 Mother's Day (U.S.)", "2025-05-26 Memorial Day (U.S.)", "2025-06-14 Flag Day (U.S.)",
            "2025-06-15 Father's Day (U.S.)", "2025-07-04 Independence Day (U.S.)", "2025-09-01 Labor Day (U.S.)",
            "2025-10-13 Columbus Day (U.S.)", "2025-10-31 Halloween", "2025-11-11 Veterans Day (U.S.)",
            "2025-11-27 Thanksgiving Day (U.S.)", "2025-12-25 Christmas Day",
        ])
    }

    /// England and Wales bank holidays of 2016 from gov.uk: Christmas fell on a Sunday, so the substitute days
    /// are Dec 26 and 27. Seen from Tokyo and Los Angeles the dates stay (VALUE=DATE, DTEND before DTSTART in the file).
    @Test(arguments: ["Europe/London", "Asia/Tokyo", "America/Los_Angeles"])
    func englandAndWales2016(zone: String) throws {
        let lines = try FixtureCalendar.lines("england-and-wales.ics", from: "2016-01-01", to: "2017-01-01", zone: zone)
        #expect(lines == [
            "2016-01-01 New Year’s Day", "2016-03-25 Good Friday", "2016-03-28 Easter Monday", "2016-05-02 Early May bank holiday",
            "2016-05-30 Spring bank holiday", "2016-08-29 Summer bank holiday", "2016-12-26 Boxing Day", "2016-12-27 Christmas Day",
        ])
    }

    /// UK bank holidays of 2024 (gov.uk): Good Friday Mar 29, Easter Monday Apr 1, May 6, May 27, Aug 26 (and Aug 5 in
    /// Scotland). DTSTART is written without VALUE=DATE and DTEND equals DTSTART: each is one day.
    @Test func ukHolidays2024() throws {
        let lines = try FixtureCalendar.lines("UK_Holidays.ics", from: "2024-03-01", to: "2024-09-01", zone: "Europe/London")
        #expect(lines == [
            "2024-03-17 St. Patrick's Day (NIR)", "2024-03-18 St. Patrick's Day Holiday", "2024-03-29 Good Friday",
            "2024-03-31 Easter Sunday", "2024-04-01 Easter Monday (ENG, NIR, WAL)", "2024-05-06 Early May Bank Holiday",
            "2024-05-27 Spring Bank Holiday", "2024-07-12 Battle of the Boyne (NIR)", "2024-08-05 Summer Bank Holiday (SCT)",
            "2024-08-26 Summer Bank Holiday (ENG, NIR, WAL)",
        ])
    }

    /// Japan's national holidays of 2026 as the Cabinet Office publishes them (元日 Jan 1, 成人の日 Jan 12, … 勤労感謝の日
    /// Nov 23, with the substitute 休日 May 6 and the citizens' holiday Sep 22). The file writes each as midnight to
    /// midnight in Asia/Tokyo; they are shown as all-day on their dates in Tokyo and in New York alike.
    @Test(arguments: ["Asia/Tokyo", "America/New_York"])
    func japaneseHolidays2026(zone: String) throws {
        let reading = try FixtureCalendar.reading(try FixtureCalendar.text("holidays.ics"), from: "2026-01-01", to: "2027-01-01", zone: zone)
        let lines = reading.events.map { FixtureCalendar.describe($0, in: ZoneDatabase.system.zone(named: zone)!) }
        #expect(lines == [
            "2026-01-01 日本の祝日: 元日", "2026-01-12 日本の祝日: 成人の日", "2026-02-11 日本の祝日: 建国記念の日",
            "2026-02-23 日本の祝日: 天皇誕生日", "2026-03-20 日本の祝日: 春分の日", "2026-04-29 日本の祝日: 昭和の日",
            "2026-05-04 日本の祝日: みどりの日", "2026-05-05 日本の祝日: こどもの日", "2026-05-06 日本の祝日: 休日",
            "2026-07-20 日本の祝日: 海の日", "2026-08-11 日本の祝日: 山の日", "2026-09-21 日本の祝日: 敬老の日",
            "2026-09-22 日本の祝日: 休日", "2026-09-23 日本の祝日: 秋分の日", "2026-10-12 日本の祝日: スポーツの日",
            "2026-11-03 日本の祝日: 文化の日", "2026-11-23 日本の祝日: 勤労感謝の日",
        ])
        // CATEGORIES:Japanese-Holiday marks them as holidays.
        #expect(reading.events.allSatisfy { $0.isHoliday })
    }

    /// basic.ics (a Google export): 夏休み is `VALUE=DATE` 2025-08-09 with DTEND 2025-09-22, exclusive, so it runs to
    /// Sep 21; it stays on those dates east (Kiritimati, UTC+14) and west (Pago Pago, UTC−11) of UTC.
    @Test(arguments: ["Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago"])
    func multiDayAllDayStaysOnItsDates(zone: String) throws {
        let lines = try FixtureCalendar.lines("basic.ics", from: "2025-08-08", to: "2025-09-23", zone: zone)
        #expect(lines == ["2025-08-08 前期授業終了 短縮授業 閉寮日", "2025-08-09→2025-09-21 夏休み",
                          "2025-09-12→2025-09-14 木更津分発", "2025-09-20 開寮日", "2025-09-22 後期授業開始 短縮授業"])
    }

    /// basic.ics holds 76 VEVENTs, none repeating (counted with grep): 76 occurrences over its whole span.
    @Test func basicHasEveryEvent() throws {
        try #expect(FixtureCalendar.lines("basic.ics", from: "2025-01-01", to: "2027-01-01", zone: "Asia/Tokyo").count == 76)
    }

    /// DAILY;COUNT=4 from Oct 23 14:30 Los Angeles gives 23, 24, 25, 26; EXDATE takes the 25th; the 23rd is moved to
    /// the 22nd and the 24th to the 27th (RECURRENCE-ID): 22, 26, 27, each once.
    @Test func exdateAndMovedInstances() throws {
        let lines = try FixtureCalendar.lines("exdate_and_recurrence_together.ics", from: "2024-10-20", to: "2024-11-01", zone: "America/Los_Angeles")
        #expect(lines == ["2024-10-22 14:30–15:30 recurrence and exclusion together",
                          "2024-10-26 14:30–15:30 recurrence and exclusion together",
                          "2024-10-27 14:30–15:30 recurrence and exclusion together"])
    }

    /// Google's birthdays: the master (COUNT=1, 2014-12-10, its `20131210Z` RDATEs refused by libical as DATE values
    /// with Z) and three overrides under another UID for 2012, 2013 and 2014: one birthday a year, all marked 🎂.
    @Test func googleBirthdays() throws {
        let reading = try FixtureCalendar.reading(try FixtureCalendar.text("google_birthday.ics"), from: "2012-01-01", to: "2016-01-01", zone: "America/Los_Angeles")
        #expect(reading.events.map { FixtureCalendar.describe($0, in: ZoneDatabase.system.zone(named: "America/Los_Angeles")!) }
                == ["2012-12-10 PErson #2's birthday", "2013-12-10 PErson #2's birthday", "2014-12-10 PErson #2's birthday"])
        #expect(reading.events.allSatisfy { $0.isBirthday })
    }

    /// MONTHLY;BYDAY=1TU at 10:00 Los Angeles from 2012-10-02: Oct 2 (moved to 15:00 by RECURRENCE-ID), Nov 6,
    /// Dec 4 (EXDATE), Jan 1, Feb 5 (EXDATE), Mar 5, Apr 2 (EXDATE), May 7; RDATEs add Nov 5 (moved by a UTC
    /// RECURRENCE-ID to Nov 6 20:00), Nov 10 and Nov 30.
    @Test func recurrenceWithRdatesExdatesAndOverrides() throws {
        let lines = try FixtureCalendar.lines("recur_instances.ics", from: "2012-10-01", to: "2013-06-01", zone: "America/Los_Angeles")
        #expect(lines == [
            "2012-10-02 15:00–15:30 Crazy Event Thingy!", "2012-11-06 10:00–10:30 Crazy Event Thingy!",
            "2012-11-06 20:00–20:30 Crazy Event Thingy!", "2012-11-10 10:00–10:30 Crazy Event Thingy!",
            "2012-11-30 10:00–10:30 Crazy Event Thingy!", "2013-01-01 10:00–10:30 Crazy Event Thingy!",
            "2013-03-05 10:00–10:30 Crazy Event Thingy!", "2013-05-07 10:00–10:30 Crazy Event Thingy!",
        ])
    }

    /// The same file's `RDATE;VALUE=PERIOD:20231125T090000Z/20231125T123000Z` lasts its own 3½ hours, unlike the
    /// event's 30 minutes; `RDATE:20231123T090000Z` is 30 minutes; Nov 7 is the rule's first Tuesday.
    @Test func rdatePeriodKeepsItsOwnEnd() throws {
        let lines = try FixtureCalendar.lines("recur_instances.ics", from: "2023-11-01", to: "2023-12-01", zone: "UTC")
        #expect(lines == ["2023-11-07 18:00–18:30 Crazy Event Thingy!", "2023-11-23 09:00–09:30 Crazy Event Thingy!",
                          "2023-11-25 09:00–12:30 Crazy Event Thingy!"])
    }

    /// Outlook: WEEKLY on Fridays 11:00 "Eastern Standard Time" until Apr 29 15:00Z gives Mar 11, 18, 25, Apr 1, 8,
    /// 15, 22, 29; one folded EXDATE line lists Mar 18, Apr 1 and Apr 8: five remain, at 11:00 New York across the
    /// Mar 13 DST change.
    @Test func outlookMultiValuedExdate() throws {
        let lines = try FixtureCalendar.lines("multi_exdate_same_line_ms.ics", from: "2022-03-01", to: "2022-05-01", zone: "America/New_York")
        #expect(lines == ["2022-03-11 11:00–11:30 Recurring With Exclusions", "2022-03-25 11:00–11:30 Recurring With Exclusions",
                          "2022-04-15 11:00–11:30 Recurring With Exclusions", "2022-04-22 11:00–11:30 Recurring With Exclusions",
                          "2022-04-29 11:00–11:30 Recurring With Exclusions"])
    }

    /// Exchange's unquoted Windows TZID "Eastern Standard Time" with its VTIMEZONE: 17:00 there is 17:00 New York.
    @Test func exchangeWindowsZone() throws {
        try #expect(FixtureCalendar.lines("issue_836_do_not_quote_tzid.ics", from: "2024-10-01", to: "2024-11-01", zone: "America/New_York")
                == ["2024-10-28 17:00–18:00 Anonymous Test Event for TZID"])
    }

    /// A quoted custom TZID (GMT+1/+2) with `BYDAY=MO, TU, …` spaced: weekdays from Fri Jul 3 to Wed Jul 22, whose
    /// 10:00 is the UNTIL of 08:00Z, so it is included: 1 + 5 + 5 + 3 = 14, at 10:00 Berlin (the same offsets).
    @Test func exchangeDailyStandupUntil() throws {
        let lines = try FixtureCalendar.lines("issue_165_missing_event.ics", from: "2015-07-01", to: "2015-08-01", zone: "Europe/Berlin")
        #expect(lines.count == 14)
        #expect(lines.first == "2015-07-03 10:00–10:30 Sprint 25 Daily Standup")
        #expect(lines.last == "2015-07-22 10:00–10:30 Sprint 25 Daily Standup")
    }

    /// Lotus Notes: an orphan `RECURRENCE-ID;RANGE=THISANDFUTURE` with four RDATE periods (one equal to DTSTART)
    /// in "Western/Central Europe" (+1): four occurrences at 16:00 Berlin.
    @Test func lotusRdatePeriods() throws {
        try #expect(FixtureCalendar.lines("issue_156_RDATE_with_PERIOD_TZID_khal_2.ics", from: "2021-10-01", to: "2022-03-01", zone: "Europe/Berlin") == [
            "2021-11-01 16:00–16:30 (omitted)", "2021-12-06 16:00–16:30 (omitted)",
            "2022-01-03 16:00–16:30 (omitted)", "2022-02-07 16:00–16:30 (omitted)",
        ])
    }

    /// DAILY;COUNT=4 from Jun 9 03:00Z gives 9, 10, 11, 12; `EXDATE;VALUE=DATE:20240611` takes the 11th.
    @Test func dateExdateAgainstDateTimeStart() throws {
        try #expect(FixtureCalendar.lines("rdate_exdate.ics", from: "2024-06-01", to: "2024-07-01", zone: "UTC")
                == ["2024-06-09 03:00–03:00 ", "2024-06-10 03:00–03:00 ", "2024-06-12 03:00–03:00 "])
    }

    /// YEARLY on May 5, all-day from 2025-05-05, `UNTIL=20250505T230000Z` (a UTC time against a date): only 2025.
    @Test func dateTimeUntilAgainstDateStart() throws {
        let reading = try FixtureCalendar.reading(try FixtureCalendar.text("fullday_until.ics"), from: "2024-01-01", to: "2030-01-01", zone: "Europe/Berlin")
        #expect(reading.events.map { FixtureCalendar.describe($0, in: ZoneDatabase.system.zone(named: "Europe/Berlin")!) } == ["2025-05-05 Person A's Birthday"])
        #expect(reading.events.first?.isBirthday == true)
    }

    /// Two RRULEs until Jul 29 23:59:59 Los Angeles: Mondays Mar 26–Jul 23 (18) and every Sunday of Apr–Jul (18).
    @Test func twoRulesOneEvent() throws {
        let lines = try FixtureCalendar.lines("multiple_rrules.ics", from: "2012-03-01", to: "2012-09-01", zone: "America/Los_Angeles")
        #expect(lines.count == 36)
        #expect(lines.allSatisfy { $0.contains(" 11:00–11:30 ") })
        #expect(lines.last == "2012-07-29 11:00–11:30 sahaja <> frashed")
    }

    /// iCloud: Kinderturnen weekly on Mondays Feb 22–Sep 26, 2016 (32 Mondays) less 11 EXDATE lines: 21, at 16:15 Berlin.
    @Test func icloudWeeklyWithExdates() throws {
        let lines = try FixtureCalendar.lines("icloud.ics", from: "2016-01-01", to: "2017-01-01", zone: "Europe/Berlin")
        let turnen = lines.filter { $0.hasSuffix("Kinderturnen") }
        #expect(turnen.count == 21)
        #expect(turnen.allSatisfy { $0.contains(" 16:15–17:30 ") })
        #expect(lines.contains("2016-12-09 10:00–11:00 Geburtstag"))
    }

    /// A custom `custom_America/New_York` VTIMEZONE: 08:00 there is 08:00 New York.
    @Test func customZoneName() throws {
        try #expect(FixtureCalendar.lines("america_new_york.ics", from: "2014-08-01", to: "2014-09-01", zone: "America/New_York")
                == ["2014-08-29 08:00–10:00 an event with a custom tz name"])
    }

    /// 01:00–11:00Z every Oct 26 is 18:00–04:00 in Los Angeles: a window from Oct 26 shows the one that began the day before.
    @Test func eventOverlappingTheWindowStartIsShown() throws {
        try #expect(FixtureCalendar.lines("event_with_time_over_multiple_days_yearly.ics", from: "2025-10-26", to: "2025-10-27", zone: "America/Los_Angeles")
                == ["2025-10-25 18:00–2025-10-26 04:00 Sleep over at Bobs"])
    }

    /// One- and two-day all-day events, single and yearly (two-day ones end the day before their DTEND).
    @Test func oneAndTwoDayEvents() throws {
        try #expect(FixtureCalendar.lines("sliceMultiDayEvents.ics", from: "2025-09-01", to: "2025-10-01", zone: "Europe/Berlin")
                == ["2025-09-19 1 day repeat", "2025-09-23→2025-09-24 2 day repeat"])
    }

    /// Weekdays at 14:00 Zurich (X-WR-TIMEZONE and TZID agree), in the week of 2016-11-07.
    @Test func googleWeekdayRule() throws {
        let lines = try FixtureCalendar.lines("x_location.ics", from: "2016-11-07", to: "2016-11-14", zone: "Europe/Zurich")
        #expect(lines == ["07", "08", "09", "10", "11"].map { "2016-11-\($0) 14:00–14:30 Daily Sync" })
    }

    /// An all-day rule on weekdays: the week of 2012-08-06 has five.
    @Test func allDayWeekdayRule() throws {
        try #expect(FixtureCalendar.lines("day_long_recur_yearly.ics", from: "2012-08-04", to: "2012-08-11", zone: "America/Los_Angeles")
                == ["06", "07", "08", "09", "10"].map { "2012-08-\($0) Day Long Event" })
    }

    /// Single UTC events next to VALARMs and a VFREEBUSY: 18:15Z is 20:15 Berlin; 06:30Z is 08:30 Paris.
    @Test func singleUTCEvents() throws {
        try #expect(FixtureCalendar.lines("alarm_google_future.ics", from: "2024-10-01", to: "2024-11-01", zone: "Europe/Berlin")
                == ["2024-10-04 20:15–21:00 event with alarms"])
        try #expect(FixtureCalendar.lines("issue_348_exception_parsing_value.ics", from: "2019-06-01", to: "2019-07-01", zone: "Europe/Paris")
                == ["2019-06-24 08:30–18:30 Sixt : détails de votre réservation"])
    }
}
