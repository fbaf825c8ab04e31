import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport

/// The calendar in all three sizes, dark and light, on the days that matter, from the test's own calendars
/// (`Calendars/`: work with a weekday standup and a moved occurrence, a yearly birthday, two Japanese holidays),
/// in Tokyo's zone. Read by eye before committing. Part of the serialized golden suite: frames set the process-wide fetcher.
extension GoldenRenderTests {
    /// Small, medium and large calendars over the three test calendars.
    static var calendarConfiguration: String {
        let folder = BuiltBinary.packageRoot.appendingPathComponent("Tests/WidgettyCLITests/Calendars").path
        let sources = #"["\#(folder)/work.ics", "\#(folder)/people.ics", { path = "\#(folder)/holidays-jp.ics", holidays = true, color = "red" }]"#
        let widgets = ["small", "medium", "large"].map { size in
            "[[widget]]\nkind = \"calendar\"\nsize = \"\(size)\"\ntime_zone = \"Asia/Tokyo\"\nsources = \(sources)\n"
        }
        return "[dashboard]\ndevice = \"414x896\"\n\n" + widgets.joined(separator: "\n")
    }

    /// The days: a busy Tuesday mid-morning, Mika's birthday, 勤労感謝の日, an empty Sunday, Thursday evening after its last event.
    static let calendarDays: [(name: String, moment: String)] = [
        ("normal", "2026-11-24T01:05:00Z"), ("birthday", "2026-11-24T23:00:00Z"), ("holiday", "2026-11-22T23:00:00Z"),
        ("empty", "2026-11-29T01:00:00Z"), ("after-last", "2026-11-26T11:00:00Z"),
    ]

    @Test(arguments: calendarDays.map { $0.name })
    func calendarInEverySizeInDarkAndLight(day: String) async throws {
        let moment = ISO8601DateFormatter().date(from: Self.calendarDays.first { $0.name == day }!.moment)!
        let dark = try await GoldenRenderTests.frame(Self.calendarConfiguration, size: Size(width: 49, height: 50), scheme: .dark,
                                                     locale: DateLocale.english, at: moment)
        let light = try await GoldenRenderTests.frame(Self.calendarConfiguration, size: Size(width: 49, height: 50), scheme: .light,
                                                      locale: DateLocale.english, at: moment)
        #expect(dark.lines() == light.lines(), "the same text in both appearances")
        GoldenRenderTests.check(dark, "calendar-\(day)-49x50.txt")
        GoldenRenderTests.check(dark, "calendar-\(day)-49x50-dark.ansi", ansi: true)
        GoldenRenderTests.check(light, "calendar-\(day)-49x50-light.ansi", ansi: true)
    }
}
