import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import SystemProvider

/// A tap on the system widget (every size) runs a process viewer on the terminal, as a tap on it opens a monitor, and
/// its quick action offers the same: both sorted by what the tile shows (memory on a small tile showing memory, else CPU).
@Suite struct TopProcessesActionTests {
    static let widget = SystemWidget(settings: WidgetSettings(options: SystemWidget.options, values: [:]))

    static func context(_ family: WidgetFamily, columns: Int, rows: Int) -> WidgetContext {
        WidgetContext(family: family, displaySize: DisplaySize(columns: columns, rows: rows, widthPoints: 0, heightPoints: 0),
                      timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
    }

    @Test(arguments: [(WidgetFamily.small, 16, 8), (.medium, 39, 8), (.large, 39, 20)])
    func aTapShowsTheTopProcessesByCPUInHtopElseTop(family: WidgetFamily, columns: Int, rows: Int) throws {
        let context = Self.context(family, columns: columns, rows: rows)
        let view = Self.widget.view(entry: SystemSample.entry(at: context.date), context: context)
        let tap = try #require(TileTapProbe.intent(of: view, columns: columns, rows: rows) as? any HostIntent, "\(family): a tap does something")
        #expect(tap.request == Self.byCPU)
    }

    static let byCPU = HostRequest.runProgram(candidates: [["htop", "--sort-key=PERCENT_CPU"], ["top"]])
    static let byMemory = HostRequest.runProgram(candidates: [["htop", "--sort-key=PERCENT_MEM"], ["top", "-o", "%MEM"]])

    @Test(arguments: [(WidgetFamily.small, "cpu", "Top Processes by CPU"), (.small, "battery", "Top Processes by CPU"),
                      (.small, "memory", "Top Processes by Memory"), (.medium, "memory", "Top Processes by CPU"),
                      (.large, "cpu", "Top Processes by CPU")])
    func itsQuickActionOrdersTheProcessesByWhatTheTileShows(family: WidgetFamily, show: String, title: String) throws {
        let widget = SystemWidget(settings: WidgetSettings(options: SystemWidget.options, values: ["show": .string(show)]))
        let context = Self.context(family, columns: 39, rows: family == .large ? 20 : 8)
        let entry = SystemSample.entry(at: context.date)
        let actions = widget.quickActions(entry: entry, context: context)
        #expect(actions.map(\.title) == [title], "\(family) showing \(show)")
        #expect(actions.first?.glyph == "▥")
        guard case .perform(let intent as any HostIntent, _)? = actions.first?.action else {
            Issue.record("\(title) is not a host intent")
            return
        }
        let expected = title.hasSuffix("Memory") ? Self.byMemory : Self.byCPU
        #expect(intent.request == expected, "\(family) showing \(show)")
        let tap = TileTapProbe.intent(of: widget.view(entry: entry, context: context), columns: 39, rows: family == .large ? 20 : 8)
        #expect((tap as? any HostIntent)?.request == expected, "\(family) showing \(show): the tap opens the same order")
    }
}
