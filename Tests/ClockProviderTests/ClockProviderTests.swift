import Foundation
import Testing
import WidgettyKit
@testable import ClockProvider

@Suite struct ClockProviderTests {
    let context = WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169),
                                timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english,
                                date: ISO8601DateFormatter().date(from: "2026-11-22T09:41:07Z")!)
    /// 2026-11-22 09:41:07 UTC.
    var date: Date { context.date }

    @Test func entriesFallOnMinuteBoundariesOnly() async throws {
        let timeline = try await ClockProvider(showsSeconds: false).timeline(in: context)
        #expect(timeline.entries.first?.date == date, "the first entry is now")
        let rest = timeline.entries.dropFirst().map(\.date.timeIntervalSince1970)
        #expect(rest.allSatisfy { $0.truncatingRemainder(dividingBy: 60) == 0 })
        #expect(rest.first == 1_795_340_520, "09:42:00")
        #expect(zip(rest, rest.dropFirst()).allSatisfy { $1 - $0 == 60 })
        #expect(timeline.policy == .atEnd)
    }

    @Test func secondsMakeEntriesEverySecond() async throws {
        let timeline = try await ClockProvider(showsSeconds: true).timeline(in: context)
        let rest = timeline.entries.dropFirst().map(\.date.timeIntervalSince1970)
        #expect(rest.first == 1_795_340_468)
        #expect(zip(rest, rest.dropFirst()).allSatisfy { $1 - $0 == 1 })
        #expect(timeline.entries.count == 3600, "an hour of seconds, so the reload budget never leaves the clock standing still")
    }

    @Test func offsetsAndRelativeDays() {
        let utc = ZoneInfo.utc
        let english = DateLocale.english
        let describe = { (zone: String, date: Date, locale: DateLocale) in
            ZoneOffset.describe(ZoneDatabase.system.zone(named: zone)!, relativeTo: utc, at: date, locale: locale)
        }
        #expect(describe("Asia/Tokyo", date, english) == "Today, +9h")
        #expect(describe("Asia/Kolkata", date, english) == "Today, +5:30h")
        let late = date.addingTimeInterval(14 * 3600)
        #expect(describe("Asia/Tokyo", late, english) == "Tomorrow, +9h")
        #expect(describe("America/New_York", date.addingTimeInterval(-8 * 3600), english) == "Yesterday, −5h")
        #expect(ZoneOffset.hours(0, japanese: false) == "0h")
    }

    @Test func offsetsReadInJapanese() throws {
        let utc = ZoneInfo.utc
        let japanese = try #require(DateLocale.named("ja_JP"), "ja_JP is not installed: run make setup-test")
        let zone = { (name: String) in ZoneDatabase.system.zone(named: name)! }
        #expect(ZoneOffset.describe(zone("Asia/Tokyo"), relativeTo: utc, at: date, locale: japanese) == "今日、+9時間")
        #expect(ZoneOffset.describe(zone("Asia/Kolkata"), relativeTo: utc, at: date, locale: japanese) == "今日、+5時間30分")
        #expect(ZoneOffset.describe(zone("America/New_York"), relativeTo: utc, at: date.addingTimeInterval(-8 * 3600),
                                    locale: japanese) == "昨日、−5時間")
    }

    @Test func twelveHourFacesFollowTheLocale() throws {
        let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!
        let halfPastNoon = Date(timeIntervalSince1970: 1_795_318_200) // 12:30 in Tokyo
        let japanese = ClockFace(date: halfPastNoon, zone: tokyo, locale: try #require(DateLocale.named("ja_JP")), twelveHours: true)
        #expect(japanese.meridiem == "午後" && japanese.meridiemFirst && japanese.hourMinute == "0:30", "午後0:30, as Japanese writes it")
        let english = ClockFace(date: halfPastNoon, zone: tokyo, locale: try #require(DateLocale.named("en_US")), twelveHours: true)
        #expect(english.meridiem == "PM" && !english.meridiemFirst && english.hourMinute == "12:30")
    }

    /// A 12-hour face in German or French, whose C library has no words for AM and PM, still says "PM" at 21:30.
    @Test(.enabled(if: DateLocale.named("de_DE") != nil && DateLocale.named("fr_FR") != nil,
                   "de_DE and fr_FR are not installed: run make setup-test (skipped)"),
          arguments: ["de_DE", "fr_FR"])
    func twelveHourFacesSayPMWhereTheLocaleHasNoWordsForIt(name: String) throws {
        let evening = Date(timeIntervalSince1970: 1_795_815_000) // 2026-11-27 21:30 UTC
        let face = ClockFace(date: evening, zone: .utc, locale: try #require(DateLocale.named(name)), twelveHours: true)
        #expect(face.hourMinute == "9:30" && face.meridiem == "PM", "\(name): \(face.hourMinute) \(face.meridiem ?? "nil")")
    }

    @Test func twentyFourHourFacesPadTheHourAsTheScreensOtherTimesDo() throws {
        let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!
        let morning = Date(timeIntervalSince1970: 1_795_303_020) // 08:17 in Tokyo
        let time = tokyo.civilTime(at: ZoneInfo.seconds(of: morning))
        for name in ["ja_JP", "en_GB", "C.UTF-8"] {
            let locale = try #require(DateLocale.named(name), "\(name) is not installed: run make setup-test")
            let face = ClockFace(date: morning, zone: tokyo, locale: locale, twelveHours: false)
            // The calendar, the weather and the charts write their times from "jmm": the clock's face matches them.
            #expect(face.hourMinute == locale.string(time, skeleton: "jmm"), "\(name): the face reads \(face.hourMinute)")
        }
        let japanese = ClockFace(date: morning, zone: tokyo, locale: try #require(DateLocale.named("ja_JP")), twelveHours: false)
        #expect(japanese.hourMinute == "8:17", "Japanese writes a 24-hour time unpadded, as its calendar rows do")
    }

    @Test func faceReadsTheZone() throws {
        let face = ClockFace(date: date, zone: ZoneDatabase.system.zone(named: "America/New_York")!, locale: .english, twelveHours: true)
        #expect(face.hourMinute == "4:41" && face.meridiem == "AM")
        #expect(face.city == "New York")
        #expect(!face.isDaytime)
        #expect(face.weekday == "Sunday" && face.dayAndMonth == "November 22")
        let tokyo = ClockFace(date: date, zone: ZoneDatabase.system.zone(named: "Asia/Tokyo")!, locale: try #require(DateLocale.named("ja_JP")),
                              twelveHours: false)
        #expect(tokyo.weekday == "日曜日" && tokyo.dayAndMonth == "11月22日")
    }

    @Test func badZonesAreRejectedWithAHint() {
        let zones = ClockSettings.options.first { $0.key == "zones" }!
        func cities(_ items: [String: String]...) -> WidgetSettingValue { .tables(items.map { $0.mapValues { .string($0) } }) }
        #expect(zones.validate(cities(["zone": "Asia/Tokyo"], ["zone": "Europe/London", "url": "https://example.com/london"])) == nil)
        #expect(zones.validate(cities(["zone": "Asia/Tokyo"], ["zone": "Mars/Olympus"])) == #""Mars/Olympus" is not a time zone; use IANA names such as "Europe/London" or "Asia/Tokyo""#)
        #expect(zones.validate(cities(["zone": "Asia/Tokyo", "url": "javascript:alert(1)"])) == #"item 1: url "javascript:alert(1)" is not an http(s) or widgetty: address"#)
        #expect(zones.validate(cities(["zone": "Asia/Tokyo", "url": "widgetty://reload/clock"])) == nil)
    }

    /// A pasted list of thousands is said in a few lines, at once: the first ten cities that are not zones, then a count
    /// (1,500 took `check` past 10 s, each reading the database's list of names); past 100 cities, the count alone.
    @Test func manyCitiesAreSaidBrieflyAndAtOnce() {
        let zones = ClockSettings.options.first { $0.key == "zones" }!
        func cities(_ names: [String]) -> WidgetSettingValue { .tables(names.map { ["zone": .string($0)] }) }
        let unknown = zones.validate(cities((1...100).map { "City\($0)" }))
        #expect(unknown?.hasPrefix(#""City1" is not a time zone; "City2" is not a time zone;"#) == true, "\(unknown ?? "nil")")
        #expect(unknown?.hasSuffix(#""City10" is not a time zone; and 90 more like these; use IANA names such as "Europe/London" or "Asia/Tokyo""#) == true,
                "\(unknown ?? "nil")")
        #expect(zones.validate(cities(Array(repeating: "Asia/Tokyo", count: 100))) == nil)
        #expect(zones.validate(cities(Array(repeating: "Asia/Tokyo", count: 75_000)))
            == "lists 75000 cities; a clock takes 100 at most (a medium one shows about six, and its sheet every one): keep the ones you look at")
        #expect(zones.validate(cities(["tokyo", "new york"]))
            == #""tokyo" is not a time zone (did you mean "Asia/Tokyo"?); "new york" is not a time zone (did you mean "America/New_York"?)"#)
    }

    @Test func descriptionFollowsTheGalleryRules() {
        #expect(!ClockWidget.description.hasPrefix("This widget"))
        #expect(ClockWidget.description.first?.isUppercase == true && ClockWidget.description.hasSuffix("."))
    }
}
