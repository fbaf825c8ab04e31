import Foundation
import Testing
import WidgettyKit

/// What widgets ask of their context's zone at a `Date` (days, midnights, RFC 3339 times), checked against
/// Foundation's ICU calendar at the transitions issue 24 lists, and the locale's first weekday against ICU's.
@Suite struct ZoneInfoDateTests {
    func zone(_ name: String) throws -> ZoneInfo {
        try #require(ZoneDatabase.system.zone(identifier: name), "\(name) is not in \(ZoneDatabase.system.folder): run `make setup-test` (tzdata)")
    }

    /// Foundation's Gregorian calendar in the zone named `name` (a database name, or "+05:45").
    func icuCalendar(_ name: String) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: name) ?? ZoneInfo(fixedOffsetIdentifier: name).map { TimeZone(secondsFromGMT: $0.offset(at: 0))! })
        return calendar
    }

    /// Every half hour of the days around the US and EU changes of 2026, Lord Howe's half-hour shifts, in Kathmandu
    /// (+5:45), Tokyo (no DST), Moscow around its changes of 2011 and 2014, UTC, and a fixed offset.
    @Test(arguments: [
        ("America/New_York", "2026-03-07"), ("America/New_York", "2026-10-31"), ("Europe/Berlin", "2026-03-28"),
        ("Europe/Berlin", "2026-10-24"), ("Australia/Lord_Howe", "2026-04-04"), ("Australia/Lord_Howe", "2026-10-03"),
        ("Asia/Kathmandu", "2026-11-25"), ("Asia/Tokyo", "2026-07-01"), ("Europe/Moscow", "2011-03-26"),
        ("Europe/Moscow", "2014-10-25"), ("UTC", "2026-03-28"), ("+05:45", "2026-01-01"),
    ])
    func daysAndMidnightsAgreeWithICU(name: String, from day: String) throws {
        let ours = try zone(name)
        let theirs = try icuCalendar(name)
        let start = try #require(ISO8601DateFormatter().date(from: day + "T00:00:00Z"))
        for step in 0..<(4 * 48) {
            let date = start.addingTimeInterval(Double(step) * 1800)
            let moment = "\(date) in \(name)"
            #expect(ours.startOfDay(for: date) == theirs.startOfDay(for: date), "\(moment)")
            #expect(ours.startOfNextDay(after: date) == theirs.dateInterval(of: .day, for: date)?.end, "\(moment)")
            let later = date.addingTimeInterval(5400)
            #expect(ours.isDate(date, inSameDayAs: later) == theirs.isDate(date, inSameDayAs: later), "\(moment)")
            let parts = theirs.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let civil = ours.civilTime(at: date)
            #expect([civil.year, civil.month, civil.day, civil.hour, civil.minute] == [parts.year, parts.month, parts.day, parts.hour, parts.minute], "\(moment)")
        }
    }

    @Test(arguments: ["America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "UTC", "Europe/London"])
    func internetDateTimesAreWhatFoundationWrites(name: String) throws {
        let ours = try zone(name)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: name)
        formatter.formatOptions = [.withInternetDateTime]
        for instant in stride(from: 1_767_225_600.0, to: 1_798_761_600.0, by: 86_400 * 7 + 3_671) {
            let date = Date(timeIntervalSince1970: instant)
            #expect(ours.internetDateTime(date) == formatter.string(from: date))
        }
    }

    @Test func everyIdentifierAZoneGivesReadsBack() throws {
        let database = ZoneDatabase.system
        for zone in [try zone("Asia/Tokyo"), ZoneInfo(fixedOffset: 20_700)!, ZoneInfo(fixedOffset: -3 * 3600 - 1800)!,
                     ZoneInfo(posixRule: "CET-1CEST,M3.5.0,M10.5.0/3")!, .utc] {
            #expect(database.zone(identifier: zone.identifier)?.offset(at: 1_790_000_000) == zone.offset(at: 1_790_000_000), "\(zone)")
        }
        for name in ["+5:45", "+05:4", "05:45", "+05:60", "+0545", "Mars/Olympus", ""] {
            #expect(database.zone(identifier: name) == nil, "\(name)")
        }
    }

    /// The day weeks start on comes from the C library's locale, as ICU's calendar has it for the same locale.
    @Test(arguments: ["en_US", "en_GB", "de_DE", "fr_FR", "ja_JP"])
    func firstWeekdayIsTheLocales(name: String) throws {
        let ours = try #require(DateLocale.named(name), "\(name) is not installed: run make setup-test")
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: name)
        #expect(ours.firstWeekday == calendar.firstWeekday)
        #expect(DateLocale.english.firstWeekday == 1)
    }
}
