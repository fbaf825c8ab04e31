import Foundation
import Testing
import WidgettyKit
@testable import SystemProvider

/// The system widget's own quick action runs a process viewer on the terminal; its tile's tap opens nothing to repeat.
@Suite struct TopProcessesActionTests {
    @Test func itOffersTopProcessesInHtopElseTop() throws {
        let widget = SystemWidget(settings: WidgetSettings(options: SystemWidget.options, values: [:]))
        let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 39, rows: 8, widthPoints: 0, heightPoints: 0),
                                    timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        let actions = widget.quickActions(entry: SystemSample.entry(at: context.date), context: context)
        #expect(actions.map(\.title) == ["Top Processes"])
        #expect(actions.first?.glyph == "◔")
        guard case .perform(let intent as any HostIntent, _)? = actions.first?.action else {
            Issue.record("Top Processes is not a host intent")
            return
        }
        #expect(intent.request == .runProgram(candidates: [["htop", "--sort-key=PERCENT_CPU"], ["top"]]))
    }
}
