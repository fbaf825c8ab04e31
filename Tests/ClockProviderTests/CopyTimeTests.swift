import Foundation
import Testing
import WidgettyKit
@testable import ClockProvider

/// "Copy Time" copies what the clock's face reads at the moment it is chosen, in its first zone and hour cycle.
@Suite struct CopyTimeTests {
    let date = ISO8601DateFormatter().date(from: "2026-11-22T13:41:07Z")!

    /// The request of the clock's only quick action with `values`, chosen at `date` in UTC with English words.
    func copied(_ values: [String: WidgetSettingValue]) throws -> (title: String, glyph: String?, request: HostRequest) {
        let widget = ClockWidget(settings: WidgetSettings(options: ClockWidget.options, values: values))
        let context = WidgetContext(family: .small, displaySize: DisplaySize(columns: 16, rows: 8, widthPoints: 0, heightPoints: 0),
                                    timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english, date: date)
        // The entry is a minute old: the copy reads the moment it is chosen, not the entry's.
        let actions = widget.quickActions(entry: ClockEntry(date: date.addingTimeInterval(-60)), context: context)
        let action = try #require(actions.first)
        #expect(actions.count == 1)
        guard case .perform(let intent as any HostIntent, _) = action.action else { throw WidgetProblem("Copy Time is not a host intent") }
        return (action.title, action.glyph, intent.request)
    }

    @Test func itCopiesTheFirstZonesTimeAsTheFaceWritesIt() throws {
        let tokyo = try copied(["zones": .tables([["zone": .string("Asia/Tokyo")], ["zone": .string("Europe/London")]]), "hour_cycle": .string("24h")])
        #expect(tokyo.title == "Copy Time")
        #expect(tokyo.glyph == "⧉")
        #expect(tokyo.request == .copy("22:41", what: "the time"))
        let twelve = try copied(["zones": .tables([["zone": .string("America/New_York")]]), "hour_cycle": .string("12h")])
        #expect(twelve.request == .copy("8:41 AM", what: "the time"))
        #expect(try copied([:]).request == .copy("1:41 PM", what: "the time"), "no zones: the dashboard's own; no hour cycle: the locale's")
    }
}
