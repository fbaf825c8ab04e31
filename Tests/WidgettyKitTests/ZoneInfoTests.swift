import Foundation
import Testing
import WidgettyKit

/// Time zones read from the system's tz database and POSIX rules, checked against ICU's (Foundation's)
/// reading of the same database, and at the transitions people notice.
@Suite struct ZoneInfoTests {
    /// Seconds since the epoch of a UTC date and time.
    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int64 {
        CivilTime(year: year, month: month, day: day, hour: hour, minute: minute).secondsSinceEpoch
    }

    func zone(_ name: String) throws -> ZoneInfo {
        try #require(ZoneDatabase.system.zone(named: name), "\(name) is not in \(ZoneDatabase.system.folder): run `make setup-test` (tzdata)")
    }

    /// Offsets at every hour of 2026, and at noon on the 1st of every month from 1900 to 2100, equal ICU's.
    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu",
        "Asia/Tokyo", "Europe/Moscow", "America/Sao_Paulo", "Africa/Casablanca", "Pacific/Chatham", "America/St_Johns",
        "Europe/Dublin", "Pacific/Apia", "Antarctica/Troll", "UTC",
    ])
    func offsetsAgreeWithICU(name: String) throws {
        let ours = try zone(name)
        let theirs = try #require(TimeZone(identifier: name))
        var instants = stride(from: utc(2026, 1, 1), to: utc(2027, 1, 1), by: 3600).map { $0 }
        for year in 1900...2100 { for month in 1...12 { instants.append(utc(year, month, 1, 12)) } }
        var disagreements: [String] = []
        for instant in instants {
            let expected = theirs.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            let got = ours.offset(at: instant)
            if got != expected, disagreements.count < 5 { disagreements.append("\(CivilTime(secondsSinceEpoch: instant)): \(got) ≠ ICU's \(expected)") }
        }
        #expect(disagreements.isEmpty, "\(name): \(disagreements)")
    }

    @Test func theUnitedStatesAndEuropeChangeIn2026WhenTheirRulesSay() throws {
        let newYork = try zone("America/New_York")
        #expect(newYork.period(at: utc(2026, 3, 8, 6, 59)).abbreviation == "EST")
        #expect(newYork.period(at: utc(2026, 3, 8, 7)).abbreviation == "EDT")
        #expect(newYork.offset(at: utc(2026, 11, 1, 5, 59)) == -4 * 3600)
        #expect(newYork.offset(at: utc(2026, 11, 1, 6)) == -5 * 3600)
        let berlin = try zone("Europe/Berlin")
        #expect(berlin.offset(at: utc(2026, 3, 29, 0, 59)) == 3600)
        #expect(berlin.period(at: utc(2026, 3, 29, 1)) == .init(offset: 7200, abbreviation: "CEST", isDaylightSaving: true))
        #expect(berlin.offset(at: utc(2026, 10, 25, 0, 59)) == 7200)
        #expect(berlin.offset(at: utc(2026, 10, 25, 1)) == 3600)
    }

    @Test func lordHoweShiftsByHalfAnHourAndKathmanduIsFiveFortyFive() throws {
        let lordHowe = try zone("Australia/Lord_Howe")
        // April 5, 2026, 02:00 daylight time (+11) becomes 01:30 (+10:30).
        #expect(lordHowe.offset(at: utc(2026, 4, 4, 14, 59)) == 11 * 3600)
        #expect(lordHowe.offset(at: utc(2026, 4, 4, 15)) == 10 * 3600 + 1800)
        // October 4, 2026, 02:00 standard time becomes 02:30.
        #expect(lordHowe.offset(at: utc(2026, 10, 3, 15, 29)) == 10 * 3600 + 1800)
        #expect(lordHowe.offset(at: utc(2026, 10, 3, 15, 30)) == 11 * 3600)
        let kathmandu = try zone("Asia/Kathmandu")
        #expect(kathmandu.civilTime(at: utc(2026, 11, 26, 8)) == CivilTime(year: 2026, month: 11, day: 26, hour: 13, minute: 45))
        let tokyo = try zone("Asia/Tokyo")
        #expect(!tokyo.period(at: utc(2026, 7, 1)).isDaylightSaving)
    }

    @Test func aZoneWhoseRulesChangedKeepsItsPast() throws {
        let moscow = try zone("Europe/Moscow")
        #expect(moscow.offset(at: utc(2010, 7, 1)) == 4 * 3600, "summer time before 2011")
        #expect(moscow.offset(at: utc(2013, 1, 1)) == 4 * 3600, "permanent +4 from 2011 to 2014")
        #expect(moscow.offset(at: utc(2026, 1, 1)) == 3 * 3600)
        let saoPaulo = try zone("America/Sao_Paulo")
        #expect(saoPaulo.offset(at: utc(2018, 1, 15)) == -2 * 3600, "summer time until 2019")
        #expect(saoPaulo.offset(at: utc(2026, 1, 15)) == -3 * 3600)
    }

    @Test func posixRulesWorkWithoutTheDatabase() throws {
        let europe = try #require(ZoneInfo(posixRule: "CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(europe.offset(at: utc(2026, 3, 29, 0, 59)) == 3600)
        #expect(europe.offset(at: utc(2026, 3, 29, 1)) == 7200)
        #expect(europe.offset(at: utc(2026, 10, 25, 0, 59)) == 7200)
        #expect(europe.offset(at: utc(2026, 10, 25, 1)) == 3600)
        let lordHowe = try #require(ZoneInfo(posixRule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"))
        #expect(lordHowe.offset(at: utc(2026, 1, 1)) == 11 * 3600)
        #expect(lordHowe.offset(at: utc(2026, 4, 4, 15)) == 10 * 3600 + 1800)
        #expect(lordHowe.offset(at: utc(2026, 12, 31, 23)) == 11 * 3600, "daylight time spans the new year")
        let plain = try #require(ZoneInfo(posixRule: "EST5EDT"))
        #expect(plain.offset(at: utc(2026, 7, 1)) == -4 * 3600, "no rule written: the United States' rule")
        #expect(ZoneInfo(posixRule: "<+0545>-5:45")?.offset(at: 0) == 5 * 3600 + 45 * 60)
        #expect(ZoneInfo(posixRule: "UTC0")?.offset(at: 0) == 0)
        let julian = try #require(ZoneInfo(posixRule: "XXX3YYY,J60/0,J300/0"))
        #expect(julian.offset(at: utc(2024, 3, 1, 3)) == -2 * 3600, "J60 is March 1 in a leap year too")
        let allYear = try #require(ZoneInfo(posixRule: "EST5EDT,0/0,J365/25"))
        #expect(allYear.offset(at: utc(2026, 1, 1, 6)) == -4 * 3600)
        #expect(allYear.offset(at: utc(2026, 12, 31, 23)) == -4 * 3600)
        for broken in ["", "C", "CET", "CET-", "CET-1CEST,M13.1.0,M10.5.0", "CET-1CEST,M3.5.0", "<>1", "CET-99", "CET-1CEST,M3.5.0/200,M10.5.0"] {
            #expect(ZoneInfo(posixRule: broken) == nil, "\(broken)")
        }
    }

    @Test func tzIsReadAsTheCLibraryReadsIt() throws {
        let database = ZoneDatabase.system
        #expect(database.zone(forTZ: "UTC")?.offset(at: 0) == 0)
        #expect(database.zone(forTZ: "")?.identifier == "UTC")
        #expect(database.zone(forTZ: ":Asia/Tokyo")?.offset(at: 0) == 9 * 3600)
        #expect(database.zone(forTZ: ":/usr/share/zoneinfo/Asia/Tokyo")?.identifier == "Asia/Tokyo")
        #expect(database.zone(forTZ: "/usr/share/zoneinfo/Asia/Tokyo")?.offset(at: 0) == 9 * 3600, "a path without the colon, as glibc reads it")
        #expect(database.zone(forTZ: "/usr/share/zoneinfo/Asia/Tokyo")?.identifier == "Asia/Tokyo")
        #expect(database.zone(forTZ: "/nonexistent/zone") == nil)
        #expect(database.zone(forTZ: "Europe/Berlin")?.identifier == "Europe/Berlin")
        #expect(database.zone(forTZ: "<+0545>-5:45")?.offset(at: 0) == 20_700)
        let unknown = database.localZone(environment: "Mars/Olympus")
        #expect(unknown.zone == .utc)
        #expect(unknown.problem?.contains("Mars/Olympus") == true)
        #expect(database.localZone(environment: "Asia/Kathmandu").problem == nil)
    }

    @Test func namesCannotLeaveTheDatabase() {
        for name in ["../../etc/passwd", "/etc/localtime", "Europe/../../../etc/passwd", "Europe//Berlin", "Europe/", "Europe/Berlin\u{0}", "Nowhere/Atall"] {
            #expect(ZoneDatabase.system.zone(named: name) == nil, "\(name)")
        }
    }

    @Test func wallClockTimesInGapsAndOverlapsAreRead() throws {
        let berlin = try zone("Europe/Berlin")
        #expect(berlin.instant(of: CivilTime(year: 2026, month: 7, day: 1, hour: 12)) == utc(2026, 7, 1, 10))
        #expect(berlin.instant(of: CivilTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30)) == utc(2026, 3, 29, 1, 30), "skipped: read before the change")
        #expect(berlin.instant(of: CivilTime(year: 2026, month: 10, day: 25, hour: 2, minute: 30)) == utc(2026, 10, 25, 0, 30), "twice: the first")
        let lordHowe = try zone("Australia/Lord_Howe")
        #expect(lordHowe.instant(of: CivilTime(year: 2026, month: 10, day: 4, hour: 2, minute: 15)) == utc(2026, 10, 3, 15, 45))
    }

    /// A version-2 zone file: the same transitions in both blocks, then the footer.
    func tzif(transitions: [Int64], indices: [UInt8], types: [(Int32, UInt8, UInt8)], names: String, footer: String) -> [UInt8] {
        func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        func header() -> [UInt8] {
            Array("TZif2".utf8) + Array(repeating: 0, count: 15) + be(UInt32(0)) + be(UInt32(0)) + be(UInt32(0))
                + be(UInt32(transitions.count)) + be(UInt32(types.count)) + be(UInt32(names.utf8.count))
        }
        let typeBytes = types.flatMap { be($0.0) + [$0.1, $0.2] }
        let v1 = header() + transitions.flatMap { be(Int32(truncatingIfNeeded: $0)) } + indices + typeBytes + Array(names.utf8)
        let v2 = header() + transitions.flatMap { be($0) } + indices + typeBytes + Array(names.utf8)
        return v1 + v2 + Array("\n\(footer)\n".utf8)
    }

    @Test func brokenZoneFilesAreRefusedWithoutTrapping() throws {
        let good = tzif(transitions: [0, 100], indices: [1, 0], types: [(3600, 0, 0), (7200, 1, 4)], names: "CET\u{0}CEST\u{0}", footer: "CET-1")
        let zone = try #require(ZoneInfo(identifier: "x", tzifBytes: good))
        #expect(zone.period(at: -1) == .init(offset: 3600, abbreviation: "CET", isDaylightSaving: false), "before the first: type 0")
        #expect(zone.period(at: 50) == .init(offset: 7200, abbreviation: "CEST", isDaylightSaving: true))
        #expect(zone.offset(at: 1000) == 3600, "after the last: the footer")
        for cut in 0..<good.count {
            #expect(ZoneInfo(identifier: "x", tzifBytes: Array(good.prefix(cut))) == nil, "cut at \(cut)")
        }
        let badIndex = tzif(transitions: [0], indices: [7], types: [(3600, 0, 0)], names: "CET\u{0}", footer: "CET-1")
        #expect(ZoneInfo(identifier: "x", tzifBytes: badIndex) == nil)
        let outOfOrder = tzif(transitions: [100, 0], indices: [0, 0], types: [(3600, 0, 0)], names: "CET\u{0}", footer: "")
        #expect(ZoneInfo(identifier: "x", tzifBytes: outOfOrder) == nil)
        let absurdOffset = tzif(transitions: [], indices: [], types: [(.min, 0, 0)], names: "X\u{0}", footer: "")
        #expect(ZoneInfo(identifier: "x", tzifBytes: absurdOffset) == nil)
        let nameOutside = tzif(transitions: [], indices: [], types: [(0, 0, 9)], names: "X\u{0}", footer: "")
        #expect(ZoneInfo(identifier: "x", tzifBytes: nameOutside) == nil)
        #expect(ZoneInfo(identifier: "x", tzifBytes: Array("TZif2".utf8) + Array(repeating: 0xFF, count: 60)) == nil)
        #expect(ZoneInfo(identifier: "x", tzifBytes: Array("not a zone".utf8)) == nil)
    }

    /// A slim zone file holds transitions until a few years ago and a rule for ever after.
    @Test func aFooterRuleCarriesTheZonePastItsLastTransition() throws {
        let newYork = try zone("America/New_York")
        #expect(newYork.offset(at: utc(2200, 7, 1)) == -4 * 3600)
        #expect(newYork.offset(at: utc(2200, 1, 1)) == -5 * 3600)
    }
}

/// Dates and times on the proleptic Gregorian calendar, checked against Foundation's in GMT.
@Suite struct CivilTimeTests {
    /// From 1583: before the Gregorian reform Foundation counts Julian dates, where ours stays proleptic Gregorian (ISO 8601).
    @Test func fieldsMatchFoundationsGregorianCalendarAcrossCenturies() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        var seconds: Int64 = -12_212_553_600 // 1583-01-01
        while seconds < 253_402_300_799 {     // 9999-12-31
            let civil = CivilTime(secondsSinceEpoch: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            #expect([civil.year, civil.month, civil.day, civil.hour, civil.minute, civil.second, civil.weekday]
                == [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second, parts.weekday], "\(seconds)")
            #expect(civil.secondsSinceEpoch == seconds)
            seconds += 7_777_777 + 13
        }
    }

    @Test func fieldsCarryAsAClockDoes() {
        #expect(CivilTime(year: 2026, month: 13, day: 1) == CivilTime(year: 2027, month: 1, day: 1))
        #expect(CivilTime(year: 2026, month: 3, day: 0) == CivilTime(year: 2026, month: 2, day: 28))
        #expect(CivilTime(year: 2024, month: 2, day: 29, hour: 24) == CivilTime(year: 2024, month: 3, day: 1))
        #expect(CivilTime(year: 2026, month: 0, day: 1) == CivilTime(year: 2025, month: 12, day: 1))
        #expect(CivilTime(year: 2026, month: 1, day: 1, minute: -1) == CivilTime(year: 2025, month: 12, day: 31, hour: 23, minute: 59))
        #expect(CivilTime(year: 2026, month: 11, day: 26).weekday == 5, "a Thursday")
        #expect(CivilTime(year: 2024, month: 12, day: 31).dayOfYear == 366)
    }

    @Test func anyNumberFromOutsideIsKeptWithinBoundsWithoutTrapping() {
        for value in [Int.max, Int.min, Int.max / 2, -1] {
            _ = CivilTime(year: value, month: value, day: value, hour: value, minute: value, second: value).secondsSinceEpoch
        }
        _ = CivilTime(secondsSinceEpoch: .max).weekday
        _ = CivilTime(secondsSinceEpoch: .min).dayOfYear
    }
}
