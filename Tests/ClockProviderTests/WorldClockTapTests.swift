import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import ClockProvider

/// A tap on a medium clock shows every city it lists with its time, day and offset, as a tap on a clock opens the world
/// clock; a tap on a small one shows its city's time, date and offset, as the Clock app shows one city.
@Suite struct WorldClockTapTests {
    let date = ISO8601DateFormatter().date(from: "2026-11-22T13:41:07Z")!

    /// The request of a tap on a clock of `family` with `values`, at `date` in UTC with English words.
    func tapped(_ values: [String: WidgetSettingValue], family: WidgetFamily, columns: Int) throws -> HostRequest {
        let widget = ClockWidget(settings: WidgetSettings(options: ClockWidget.options, values: values))
        let context = WidgetContext(family: family, displaySize: DisplaySize(columns: columns, rows: 8, widthPoints: 0, heightPoints: 0),
                                    timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english, date: date)
        let view = widget.view(entry: ClockEntry(date: date), context: context)
        let intent = try #require(TileTapProbe.intent(of: view, columns: columns, rows: 8) as? any HostIntent, "\(family): a tap does something")
        return intent.request
    }

    @Test func aTapOnASmallClockShowsItsCitysTimeDateAndOffset() throws {
        let cities: [String: WidgetSettingValue] = ["zones": .tables([["zone": .string("Asia/Tokyo")], ["zone": .string("America/Los_Angeles")]]),
                                                    "hour_cycle": .string("12h")]
        #expect(try tapped(cities, family: .small, columns: 16) == .showList(title: "Tokyo", rows: [
            HostRequest.Row("Time", "10:41 PM"),
            HostRequest.Row("Date", "Sunday, November 22"),
            HostRequest.Row("Offset", "Today, +9h"),
        ], empty: ""))
        #expect(try tapped(["hour_cycle": .string("24h")], family: .small, columns: 16) == .showList(title: "UTC", rows: [
            HostRequest.Row("Time", "13:41"),
            HostRequest.Row("Date", "Sunday, November 22"),
            HostRequest.Row("Offset", "Local time"),
        ], empty: ""), "no zones: here")
    }

    @Test func aTapOnAMediumClockShowsEveryCityWithItsTimeDayAndOffset() throws {
        let family = WidgetFamily.medium, columns = 39
        let cities: [String: WidgetSettingValue] = ["zones": .tables([["zone": .string("Asia/Tokyo")], ["zone": .string("America/Los_Angeles")]]),
                                                    "hour_cycle": .string("24h")]
        #expect(try tapped(cities, family: family, columns: columns) == .showList(title: "World Clock", rows: [
            HostRequest.Row("22:41", "Tokyo", detail: "Today, +9h"),
            HostRequest.Row("05:41", "Los Angeles", detail: "Today, −8h"),
        ], empty: "No cities"))
        guard case .showList(_, let rows, _) = try tapped([:], family: family, columns: columns) else {
            Issue.record("no zones: still a list")
            return
        }
        #expect(rows.map(\.text) == ["UTC", "New York", "London", "Tokyo"], "no zones: here, then the medium clock's world cities")
    }
}
