import Foundation
import Testing
import CLibical
import WidgettyKit
@testable import CalendarProvider

/// Calendars built to make libical spend without bound: each is refused or cut at a counted limit, with a note,
/// before libical is asked (counting work, never timing it).
struct HostileCalendarTests {
    /// A calendar with one VTIMEZONE named `tzid` whose observance has `rule` (offset +05:00), and one event at
    /// 09:00 on 2025-06-02 in it.
    private func zoned(_ tzid: String, rule: String, observances: Int = 1) -> String {
        let observance = ["BEGIN:STANDARD", "DTSTART:16010101T000000", rule, "TZOFFSETFROM:+0500", "TZOFFSETTO:+0500", "END:STANDARD"]
        return ICS.calendar(header: ["BEGIN:VTIMEZONE", "TZID:\(tzid)"] + Array(repeating: observance, count: observances).flatMap { $0 }
                                + ["END:VTIMEZONE"],
                            ["UID:z", "SUMMARY:Call", "DTSTART;TZID=\(tzid):20250602T090000", "DTEND;TZID=\(tzid):20250602T100000"])
    }

    private func read(_ text: String, eventLimit: Int = ExpansionLimits.eventsPerCalendar,
                      stepLimit: Int = ExpansionLimits.iteratorStepsPerCalendar) throws -> (lines: [String], notes: [String]) {
        let zone = ZoneDatabase.system.zone(named: "UTC")!
        let window = DateInterval(start: FixtureCalendar.day("2025-06-01").start(in: zone), end: FixtureCalendar.day("2025-07-01").start(in: zone))
        let reading = try ICalendarReader.read(text, window: window, viewerZone: zone, mark: .init(index: 0, isHolidays: false),
                                               eventLimit: eventLimit, stepLimit: stepLimit)
        return (reading.events.map { FixtureCalendar.describe($0, in: zone) }, reading.notes)
    }

    /// A zone changing every second (here ten times, so libical of old ends too) is not libical's to expand: a name
    /// the system knows is read from its tz database (Berlin is +02:00 in June: 07:00 UTC, not the file's 04:00).
    @Test(arguments: ["RRULE:FREQ=SECONDLY;COUNT=10", "RRULE:FREQ=DAILY;COUNT=10", "RRULE:FREQ=YEARLY;BYMONTH=1,2", "RRULE:FREQ=YEARLY;BYHOUR=1,2"])
    func aZoneThatIsNotYearlyIsReadFromTheSystemByName(rule: String) throws {
        let reading = try read(zoned("Europe/Berlin", rule: rule))
        #expect(reading.lines == ["2025-06-02 07:00–08:00 Call"])
        #expect(reading.notes.count == 1)
        #expect(reading.notes.first?.hasPrefix("The time zone \"Europe/Berlin\" ") == true)
        #expect(reading.notes.first?.hasSuffix("so the file’s rules for it are not read; its times are read by its name from the system’s time-zone database") == true)
    }

    /// Under a name the system does not know, the zone is unknown and said so: the viewer's wall clock, as for any unknown TZID.
    @Test func aZoneThatIsNotYearlyUnderAnUnknownNameIsUnknown() throws {
        let reading = try read(zoned("Evil/Zone", rule: "RRULE:FREQ=SECONDLY;COUNT=10"))
        #expect(reading.lines == ["2025-06-02 09:00–10:00 Call"])
        #expect(reading.notes.contains("The time zone \"Evil/Zone\" repeats a change more often than yearly (FREQ=SECONDLY), so the file’s rules "
            + "for it are not read; the system’s time-zone database has no zone by that name, so its times are shown in UTC"))
    }

    /// A yearly rule that spells the time of its change (`BYHOUR=2;BYMINUTE=0`, as calconnect's and khal's files do) is
    /// still one change a year, and the file's own.
    @Test(arguments: ["RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=-1SU;BYMONTH=10", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;BYSETPOS=1"])
    func aYearlyRuleWithItsHourIsTheFilesOwn(rule: String) throws {
        let reading = try read(zoned("Europe/Berlin", rule: rule))
        #expect(reading.lines == ["2025-06-02 04:00–05:00 Call"])
        #expect(reading.notes.isEmpty, "\(reading.notes)")
    }

    /// RFC 7529's RSCALE: a rule counted in another calendar is not followed, with a note; a Gregorian one is followed. The
    /// rule's calendar name lived in the event freed once read, and a rule keeping it crashed the dashboard at every start.
    @Test func rulesInOtherCalendarsAreNotedAndNothingKeepsTheFreedEvent() throws {
        let reading = try read(ICS.calendar(
            ["UID:c", "SUMMARY:Lunar", "DTSTART;VALUE=DATE:20250602", "RRULE:RSCALE=CHINESE;FREQ=YEARLY"],
            ["UID:e", "SUMMARY:Thirteenth", "DTSTART;VALUE=DATE:20250603", "RRULE:RSCALE=ETHIOPIC;FREQ=MONTHLY;BYMONTH=13"],
            ["UID:h", "SUMMARY:Hebrew", "DTSTART;VALUE=DATE:20250604", "RRULE:RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD"],
            ["UID:g", "SUMMARY:Weekly", "DTSTART;VALUE=DATE:20250602", "RRULE:RSCALE=GREGORIAN;FREQ=WEEKLY;COUNT=3;SKIP=FORWARD"]))
        #expect(reading.lines == ["2025-06-02 Lunar", "2025-06-02 Weekly", "2025-06-03 Thirteenth", "2025-06-04 Hebrew",
                                  "2025-06-09 Weekly", "2025-06-16 Weekly"])
        #expect(reading.notes.count == 3)
        #expect(reading.notes.first == "\"Lunar\": its repeat rule counts in the \"CHINESE\" calendar (RSCALE), which widgetty does not follow; only its first date is shown")
    }

    /// A yearly zone is the file's own; 25 yearly observances from 1601 would make 10,900 changes, past the limit.
    @Test func zoneChangesAreCountedBeforeLibicalWorksThemOut() throws {
        #expect(try read(zoned("Europe/Berlin", rule: "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")).lines == ["2025-06-02 04:00–05:00 Call"])
        let many = try read(zoned("Europe/Berlin", rule: "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", observances: 25))
        #expect(many.lines == ["2025-06-02 07:00–08:00 Call"])
        #expect(many.notes.first?.contains("would make more than 10000 offset changes") == true)
    }

    /// A file of time zones: the first 1,000 are kept, the first 20 refused are named, the rest are counted in one note.
    @Test func timeZonesAreCountedAndSoAreTheirNotes() throws {
        let zone = { (name: String, rule: String) in
            ["BEGIN:VTIMEZONE", "TZID:\(name)", "BEGIN:STANDARD", "DTSTART:20000101T000000", rule, "TZOFFSETFROM:+0000",
             "TZOFFSETTO:+0000", "END:STANDARD", "END:VTIMEZONE"]
        }
        let refused = (1...25).flatMap { zone("Spin/\($0)", "RRULE:FREQ=SECONDLY") }
        let kept = (1...1_005).flatMap { zone("Kept/\($0)", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU") }
        let reading = try read(ICS.calendar(header: refused + kept, ["UID:a", "SUMMARY:Tea", "DTSTART;TZID=Kept/1000:20250602T090000"]))
        #expect(reading.lines == ["2025-06-02 09:00–09:00 Tea"])
        #expect(reading.notes.count == 21)
        #expect(reading.notes.last == "10 more time zones of the file were not read (a calendar’s first 1000 are)")
    }

    /// One note an event is kept up to a hundred, and the rest counted, so a file of bad events does not fill the log.
    @Test func notesAreCountedPastAHundred() throws {
        let events = (1...150).map { ["UID:\($0)", "SUMMARY:E\($0)"] }
        let reading = try read(events.dropFirst().reduce(ICS.calendar(events[0])) { text, event in
            text.replacingOccurrences(of: "END:VCALENDAR", with: (["BEGIN:VEVENT"] + event + ["END:VEVENT", "END:VCALENDAR"]).joined(separator: "\r\n"))
        })
        #expect(reading.notes.count == 101)
        #expect(reading.notes.last == "and 50 more notes like these")
    }

    /// A 100 KB DESCRIPTION (folded, as files write it) is left out before libical joins its folds; the event still shows.
    @Test func aLongLineIsLeftOutUnread() throws {
        let folds = String(repeating: "x", count: 100 << 10).split(every: 74).joined(separator: "\r\n ")
        let reading = try read(ICS.calendar(["UID:a", "SUMMARY:Talk", "DESCRIPTION:" + folds, "DTSTART:20250602T090000Z", "DTEND:20250602T100000Z"]))
        #expect(reading.lines == ["2025-06-02 09:00–10:00 Talk"])
        #expect(reading.notes == ["A DESCRIPTION line of 104 KB was left out: lines are read up to 64 KB"])
        let twice = try read(ICS.calendar(["UID:a", "SUMMARY:Talk", "DESCRIPTION:" + folds, "DTSTART:20250602T090000Z", "X-ALT-DESC:" + folds]))
        #expect(twice.notes == ["A DESCRIPTION line of 104 KB was left out (2 long lines in all): lines are read up to 64 KB"])
    }

    /// The outline finds BEGIN:VCALENDAR after a byte-order mark and in lower case, as libical does.
    @Test func aByteOrderMarkAndLowerCaseAreRead() throws {
        let text = "\u{FEFF}" + ICS.calendar(["UID:a", "SUMMARY:Tea", "DTSTART:20250602T090000Z"]).replacingOccurrences(of: "BEGIN:VEVENT", with: "begin:vevent")
        #expect(try read(text).lines == ["2025-06-02 09:00–09:00 Tea"])
    }

    /// Past the limit of events, the rest are not read, and the note says how many the file holds.
    @Test func eventsPastTheLimitAreNotRead() throws {
        let events = (1...5).map { ["UID:\($0)", "SUMMARY:E\($0)", "DTSTART:2025060\($0)T090000Z"] }
        let reading = try read(ICS.calendar(events[0], events[1], events[2], events[3], events[4]), eventLimit: 3)
        #expect(reading.lines == ["2025-06-01 09:00–09:00 E1", "2025-06-02 09:00–09:00 E2", "2025-06-03 09:00–09:00 E3"])
        #expect(reading.notes == ["The calendar holds 5 events; the first 3 are read"])
    }

    /// Every rule's steps count against one budget for the calendar: three daily rules from January take 182 steps each
    /// to pass June, so with 400 in all the third stops in February and only two show in June.
    @Test func repeatRuleStepsAreCountedForTheWholeCalendar() throws {
        let events = (1...3).map { ["UID:\($0)", "SUMMARY:R\($0)", "DTSTART;VALUE=DATE:20250101", "RRULE:FREQ=DAILY;COUNT=400"] }
        let reading = try read(ICS.calendar(events[0], events[1], events[2]), stepLimit: 400)
        #expect(reading.notes == ["The calendar’s repeat rules took 400 steps together; the rest are not followed"])
        #expect(Set(reading.lines.map { $0.suffix(2) }) == ["R1", "R2"])
        #expect(reading.lines.count == 60)
    }

    /// Every hour, minute and the first eight seconds of each day: 11,520 times a day.
    private static let busyDay: String = {
        let hours = (0..<24).map(String.init).joined(separator: ",")
        let minutes = (0..<60).map(String.init).joined(separator: ",")
        return "RRULE:FREQ=DAILY;BYHOUR=\(hours);BYMINUTE=\(minutes);BYSECOND=0,1,2,3,4,5,6,7;COUNT=3"
    }()

    /// Rules whose single iterator step libical cannot bound are refused before the iterator is made.
    @Test(arguments: [
        ("RRULE:FREQ=HOURLY;BYDAY=MO;COUNT=3", "is more often than daily and filtered by BYDAY"),
        ("RRULE:FREQ=SECONDLY;BYMINUTE=5;COUNT=3", "is more often than daily and filtered by BYMINUTE"),
        (busyDay, "names 11520 times in each period"),
        ("RRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30;COUNT=3", "names days its months do not have"),
    ])
    func aRuleLibicalCannotStepCheaplyIsRefused(rule: String, reason: String) throws {
        let reading = try read(ICS.calendar(["UID:r", "SUMMARY:Spin", "DTSTART:20250602T000000Z", rule]))
        #expect(reading.lines == ["2025-06-02 00:00–00:00 Spin"], "only DTSTART itself")
        #expect(reading.notes.count == 1)
        #expect(reading.notes.first?.hasPrefix("\"Spin\": its repeat rule \(reason)") == true, "\(reading.notes)")
    }

    /// A rule that never matches is searched only up to the window: libical stops there, not at its last year (0.25 s a
    /// rule for `BYYEARDAY=200;BYMONTH=1`, for ever for an hourly one). An earlier UNTIL is kept.
    @Test func aRuleIsSearchedOnlyUpToTheWindow() throws {
        let last = icaltimetype(year: 2025, month: 7, day: 3, hour: 0, minute: 0, second: 0, is_date: 1, is_daylight: 0, zone: nil)
        var rule = icalrecurrencetype()
        #expect(RuleShape.ending(rule, by: last).until.day == 3, "no UNTIL: the window's")
        rule.until = icaltimetype(year: 2031, month: 1, day: 1, hour: 0, minute: 0, second: 0, is_date: 1, is_daylight: 0, zone: nil)
        #expect(RuleShape.ending(rule, by: last).until.year == 2025, "a later UNTIL: the window's")
        rule.until.year = 2025
        rule.until.month = 6
        #expect(RuleShape.ending(rule, by: last).until.month == 6, "an earlier UNTIL: its own")
        let reading = try read(ICS.calendar(["UID:n", "SUMMARY:Pills", "DTSTART;VALUE=DATE:20250101", "RRULE:FREQ=DAILY;COUNT=400"]))
        #expect(reading.lines.count == 30, "COUNT still counts from DTSTART with the window's UNTIL")
    }

    /// The runner cancels a load at its timeout: the read stops before the next event instead of running on.
    @Test func aCancelledReadStopsBeforeTheNextEvent() async throws {
        let text = ICS.calendar(["UID:a", "SUMMARY:A", "DTSTART:20250602T090000Z"])
        let outcome = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { try read(text) }
        }.value
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    /// The outline's pass over the whole text stops too once the task is cancelled: a timed-out 16 MB calendar stops
    /// costing at once, not after its last line.
    @Test func aCancelledOutlineStopsPartWay() async {
        var text = ICS.calendar(events: (0..<10_000).map { ["UID:\($0)", "SUMMARY:E\($0)", "DTSTART:20250602T090000Z"] })
        let read = { (text: inout String) in text.withUTF8 { CalendarOutline($0).events.count } }
        #expect(read(&text) == 10_000)
        let cancelled = await Task { [text] in
            var text = text
            withUnsafeCurrentTask { $0?.cancel() }
            return read(&text)
        }.value
        #expect(cancelled < 10_000, "the cancelled pass read all \(cancelled) events")
    }

    /// A zone of more STANDARD and DAYLIGHT blocks than any real one (libical parses them all in one call that cannot be
    /// cancelled) is read from the system's tz database by its name, and the note says how many it has; 1,000 are the file's
    /// (the last one's yearly rule makes the file's table speak for 2025).
    @Test func aZoneOfTooManyObservancesIsReadFromTheSystemByName() throws {
        let observance = ["BEGIN:STANDARD", "DTSTART:20000101T000000", "TZOFFSETFROM:+0500", "TZOFFSETTO:+0500", "END:STANDARD"]
        let yearly = ["BEGIN:STANDARD", "DTSTART:20200101T000000", "RRULE:FREQ=YEARLY;BYMONTH=1", "TZOFFSETFROM:+0500",
                      "TZOFFSETTO:+0500", "END:STANDARD"]
        let text = { (count: Int) in
            ICS.calendar(header: ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin"] + Array(repeating: observance, count: count - 1).flatMap { $0 }
                             + yearly + ["END:VTIMEZONE"], ["UID:z", "SUMMARY:Call", "DTSTART;TZID=Europe/Berlin:20250602T090000"])
        }
        let kept = try read(text(1_000))
        #expect(kept.lines == ["2025-06-02 04:00–04:00 Call"])
        #expect(kept.notes.isEmpty, "\(kept.notes)")
        let refused = try read(text(1_001))
        #expect(refused.lines == ["2025-06-02 07:00–07:00 Call"])
        #expect(refused.notes == ["The time zone \"Europe/Berlin\" has 1001 observances (STANDARD and DAYLIGHT blocks; a zone is read up to 1000), "
            + "so the file’s rules for it are not read; its times are read by its name from the system’s time-zone database"])
    }

    /// An event past 1 MB (here of 17,000 X- lines) or nested more than 8 deep is left out whole before libical parses it
    /// in one call, and said; a zone past 1 MB is refused. The events beside them show.
    @Test func aComponentTooLargeOrTooDeepIsLeftOutWhole() throws {
        let filler = (1...17_000).map { "X-FILL-\($0):" + String(repeating: "x", count: 50) }
        let nested = { (depth: Int) in Array(repeating: "BEGIN:VALARM", count: depth) + Array(repeating: "END:VALARM", count: depth) }
        let zone = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:20000101T000000", "TZOFFSETFROM:+0500",
                    "TZOFFSETTO:+0500", "END:STANDARD"] + filler + ["END:VTIMEZONE"]
        let reading = try read(ICS.calendar(header: zone,
                                            ["UID:a", "SUMMARY:Big", "DTSTART:20250602T090000Z"] + filler,
                                            ["UID:b", "SUMMARY:Deep", "DTSTART:20250603T090000Z"] + nested(8),
                                            ["UID:c", "SUMMARY:Seven", "DTSTART:20250604T090000Z"] + nested(7),
                                            ["UID:d", "SUMMARY:Call", "DTSTART;TZID=Europe/Berlin:20250605T090000"]))
        #expect(reading.lines == ["2025-06-04 09:00–09:00 Seven", "2025-06-05 07:00–07:00 Call"])
        #expect(reading.notes == [
            "The time zone \"Europe/Berlin\" is a VTIMEZONE of 1068 KB (each is read up to 1024 KB and 8 components deep), so the file’s "
                + "rules for it are not read; its times are read by its name from the system’s time-zone database",
            "An event of 1068 KB was left out (2 such events in all): each is read up to 1024 KB and 8 components deep"])
    }

    /// A VCALENDAR's own lines and zones are parsed as one text: own lines past 1 MB are left out, and a zone after them is
    /// refused, both said.
    @Test func aCalendarsOwnLinesAreReadUpToALimit() throws {
        let own = (1...17_000).map { "X-OWN-\($0):" + String(repeating: "x", count: 50) }
        let zone = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:20000101T000000", "TZOFFSETFROM:+0500",
                    "TZOFFSETTO:+0500", "END:STANDARD", "END:VTIMEZONE"]
        let reading = try read(ICS.calendar(header: own + zone, ["UID:d", "SUMMARY:Call", "DTSTART;TZID=Europe/Berlin:20250605T090000"]))
        #expect(reading.lines == ["2025-06-05 07:00–07:00 Call"])
        #expect(reading.notes == [
            "The time zone \"Europe/Berlin\" would take the calendar’s own lines and time zones past 1024 KB, so the file’s rules for it "
                + "are not read; its times are read by its name from the system’s time-zone database",
            "27 KB of the calendar’s own lines were left out: its own lines and time zones are read up to 1024 KB"])
    }
}

private extension String {
    /// The text in pieces of `count` characters.
    func split(every count: Int) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while !rest.isEmpty {
            pieces.append(rest.prefix(count))
            rest = rest.dropFirst(count)
        }
        return pieces
    }
}
