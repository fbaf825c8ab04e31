import Foundation
import Testing
@testable import WidgettyCLI
import WidgettyKit

/// `--at` reads ISO 8601 as people type it: with an offset, a local time, or a bare date.
@Suite struct TimestampTests {
    let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!

    func utc(_ text: String) -> String? {
        Timestamp(text, localZone: tokyo).map { $0.date.formatted(.iso8601) }
    }

    func seconds(_ text: String) -> Double? {
        Timestamp(text, localZone: tokyo)?.date.timeIntervalSince1970
    }

    @Test func anOffsetOrZNamesOneInstantWhateverTheLocalZone() {
        #expect(utc("2026-11-22T09:41:00Z") == "2026-11-22T09:41:00Z")
        #expect(utc("2026-11-22T09:41:00+09:00") == "2026-11-22T00:41:00Z")
        #expect(utc("2026-11-22T09:41:00-0530") == "2026-11-22T15:11:00Z")
        #expect(utc("2026-11-22T09:41:00+01") == "2026-11-22T08:41:00Z")
    }

    @Test func fractionalSecondsAreKept() {
        #expect(seconds("2026-11-22T09:41:00.25Z") == seconds("2026-11-22T09:41:00Z").map { $0 + 0.25 })
        #expect(seconds("2026-11-22T09:41:00.123456789+09:00") != nil)
    }

    @Test func aTimeWithoutAnOffsetIsLocal() {
        #expect(utc("2026-11-22T09:41:00") == "2026-11-22T00:41:00Z")
        #expect(utc("2026-11-22T09:41") == "2026-11-22T00:41:00Z")
        #expect(utc("2026-11-22T09:41:00.5").map { $0.hasPrefix("2026-11-22T00:41:00") } == true)
    }

    @Test func aBareDateIsLocalMidnight() {
        #expect(utc("2026-11-22") == "2026-11-21T15:00:00Z")
        let newYork = ZoneDatabase.system.zone(named: "America/New_York")!
        #expect(Timestamp("2026-07-01", localZone: newYork)?.date.formatted(.iso8601) == "2026-07-01T04:00:00Z", "summer time")
    }

    @Test(arguments: [
        "", "2026", "2026-11", "2026-11-22T", "2026-11-22T9:41", "2026-11-22T09:41:", "2026-11-22T09:41:00.",
        "2026-13-01", "2026-02-30", "2026-11-22T24:00", "2026-11-22T09:60", "2026-11-22T09:41:60",
        "2026-11-22T09:41:00+25:00", "2026-11-22T09:41:00 ", " 2026-11-22", "2026-11-22T09:41:00Zjunk",
        "２０２６-11-22", "2026-11-22T09:41:00.1234567890", "22/11/2026", "now",
    ])
    func whatIsNotISO8601IsRejected(text: String) {
        #expect(Timestamp(text, localZone: tokyo) == nil)
    }

    @Test func leapDaysExistOnlyInLeapYears() {
        #expect(utc("2028-02-29") == "2028-02-28T15:00:00Z")
        #expect(utc("2026-02-29") == nil)
    }
}
