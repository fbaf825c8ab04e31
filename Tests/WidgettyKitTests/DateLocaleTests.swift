import Foundation
import Testing
import WidgettyKit

/// Dates in the C library's locales, written as ICU (Foundation) writes the same skeletons.
@Suite struct DateLocaleTests {
    static let skeletons = ["jmm", "j", "EEE", "EEEE", "EEEEE", "MMMd", "MMMMd", "MMMEd", "yMMMM"]

    /// Moments across a year: every weekday and month, morning, noon, afternoon and midnight.
    static let moments: [CivilTime] = (0..<40).map { step in
        CivilTime(year: 2026, month: 1 + step % 12, day: 1 + (step * 7) % 28, hour: [0, 5, 9, 12, 17, 23][step % 6], minute: (step * 13) % 60)
    }

    func icu(_ time: CivilTime, skeleton: String, locale: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate(skeleton)
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch)))
    }

    /// The locales widgets are shown in today read exactly as ICU reads them.
    @Test(arguments: ["en_US", "ja_JP", "en_US_POSIX"])
    func writesWhatICUWrites(locale name: String) throws {
        let locale = try #require(DateLocale.named(name), "\(name) is not installed: run `make setup-test` (locales)")
        var differences: [String] = []
        for skeleton in Self.skeletons {
            for moment in Self.moments {
                let ours = locale.string(moment, skeleton: skeleton)
                let theirs = icu(moment, skeleton: skeleton, locale: name)
                if ours != theirs, differences.count < 8 { differences.append("\(skeleton) \(moment): \(ours) ≠ \(theirs)") }
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func europeanLocalesPutTheDayFirstInTheirOwnWords() throws {
        let time = CivilTime(year: 2026, month: 11, day: 26, hour: 17, minute: 5)
        let german = try #require(DateLocale.named("de_DE.UTF-8"))
        #expect(german.string(time, skeleton: "MMMMd") == "26. November")
        #expect(german.string(time, skeleton: "EEEE") == "Donnerstag")
        #expect(german.string(time, skeleton: "jmm") == "17:05")
        let british = try #require(DateLocale.named("en_GB"))
        #expect(british.string(time, skeleton: "MMMMd") == "26 November")
        #expect(british.string(time, skeleton: "jmm") == "17:05")
        #expect(british.string(CivilTime(year: 2026, month: 1, day: 1, hour: 2), skeleton: "j") == "02")
        let french = try #require(DateLocale.named("fr_FR"))
        #expect(french.string(time, skeleton: "MMMMd") == "26 novembre")
        #expect(french.string(time, skeleton: "yMMMM") == "novembre 2026")
    }

    @Test func theEnvironmentIsReadAsPOSIXReadsItAndAMissingLocaleIsSaid() {
        func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        #expect(DateLocale.fromEnvironment(environment(["LANG": "ja_JP.UTF-8"])).locale.identifier == "ja_JP")
        #expect(DateLocale.fromEnvironment(environment(["LANG": "ja_JP.UTF-8", "LC_TIME": "de_DE.UTF-8"])).locale.identifier == "de_DE")
        #expect(DateLocale.fromEnvironment(environment(["LC_ALL": "C", "LANG": "ja_JP.UTF-8"])).locale == .posix)
        #expect(DateLocale.fromEnvironment(environment([:])).locale == .posix)
        #expect(DateLocale.posix.string(CivilTime(year: 2026, month: 11, day: 26, hour: 17, minute: 5), skeleton: "jmm") == "17:05",
                "the C locale writes times on a 24-hour clock, as `date` does")
        let missing = DateLocale.fromEnvironment(environment(["LANG": "xx_YY.UTF-8"]))
        #expect(missing.locale == .posix, "English on a 24-hour clock, as `date` falls back to the C locale")
        #expect(missing.problem?.contains("xx_YY.UTF-8") == true)
        #expect(DateLocale.named("../../etc/passwd") == nil)
        #expect(DateLocale.named(String(repeating: "a", count: 500)) == nil)
    }

    /// Whether glibc's German and French, which keep no words for AM and PM, are installed (`make setup-test` installs them).
    static let europeanLocalesInstalled = DateLocale.named("de_DE") != nil && DateLocale.named("fr_FR") != nil

    /// Locales whose C library leaves AM and PM empty still say which half of the day a 12-hour time is in.
    @Test(.enabled(if: europeanLocalesInstalled, "de_DE and fr_FR are not installed: run `make setup-test` (locales) (skipped)"),
          arguments: ["de_DE", "fr_FR"])
    func twelveHourTimesSayAMOrPMWhereTheLocaleHasNoWordsForThem(name: String) throws {
        let locale = try #require(DateLocale.named(name)).withHourCycle(twentyFourHours: false)
        #expect(locale.amPM == ["AM", "PM"])
        #expect(locale.string(CivilTime(year: 2026, month: 11, day: 27, hour: 21, minute: 30), skeleton: "jmm") == "9:30\u{202F}PM")
        #expect(locale.string(CivilTime(year: 2026, month: 11, day: 28, hour: 10, minute: 0), skeleton: "jmm") == "10:00\u{202F}AM")
        #expect(try #require(DateLocale.named("en_GB")).amPM == ["am", "pm"], "a locale's own words where it has them")
    }
}
