import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import SystemProvider

/// A tap on the system widget (every size) runs a process viewer on the terminal, sorted by CPU, as a tap on it opens
/// a monitor; its quick action sorts by memory instead, so it does not repeat the tap.
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
        #expect(tap.request == .runProgram(candidates: [["htop", "--sort-key=PERCENT_CPU"], ["top"]]))
    }

    @Test func itsQuickActionShowsTheTopProcessesByMemory() throws {
        let context = Self.context(.medium, columns: 39, rows: 8)
        let actions = Self.widget.quickActions(entry: SystemSample.entry(at: context.date), context: context)
        #expect(actions.map(\.title) == ["Top Processes by Memory"])
        #expect(actions.first?.glyph == "▥")
        guard case .perform(let intent as any HostIntent, _)? = actions.first?.action else {
            Issue.record("Top Processes by Memory is not a host intent")
            return
        }
        #expect(intent.request == .runProgram(candidates: [["htop", "--sort-key=PERCENT_MEM"], ["top", "-o", "%MEM"]]))
    }
}
