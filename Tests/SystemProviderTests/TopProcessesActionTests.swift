import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import SystemProvider

/// A tap on the system widget (every size) shows every measurement in full in a sheet, as a tap on a widget opens its
/// fuller view; its quick actions run a process viewer on the terminal, sorted by CPU or by memory.
@Suite struct TopProcessesActionTests {
    static let widget = SystemWidget(settings: WidgetSettings(options: SystemWidget.options, values: [:]))

    static func context(_ family: WidgetFamily, columns: Int, rows: Int) -> WidgetContext {
        WidgetContext(family: family, displaySize: DisplaySize(columns: columns, rows: rows, widthPoints: 0, heightPoints: 0),
                      timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
    }

    @Test(arguments: [(WidgetFamily.small, 16, 8), (.medium, 39, 8), (.large, 39, 20)])
    func aTapShowsEveryMeasurementInASheet(family: WidgetFamily, columns: Int, rows: Int) throws {
        let context = Self.context(family, columns: columns, rows: rows)
        let entry = SystemSample.entry(at: context.date)
        let view = Self.widget.view(entry: entry, context: context)
        let tap = try #require(TileTapProbe.intent(of: view, columns: columns, rows: rows) as? any HostIntent, "\(family): a tap does something")
        guard case .showList(let title, let rows, _) = tap.request else {
            Issue.record("\(family): the tap shows a sheet, not \(tap.request)")
            return
        }
        #expect(title == "System")
        let labels = rows.map(\.label)
        var expected = ["CPU"]
        if entry.memory != nil { expected.append("Memory") }
        if (entry.memory?.swapTotal ?? 0) > 0 { expected.append("Swap") }
        expected += entry.disks.map { _ in "Disk" }
        if !entry.received.isEmpty, !entry.sent.isEmpty { expected.append("Network") }
        if entry.power != nil { expected.append("Battery") }
        if entry.uptime != nil { expected.append("Uptime") }
        #expect(labels == expected, "every measurement the entry has, in the tile's order")
        #expect(labels.count >= 5, "the sample has CPU, memory, a disk, the network and uptime at least: \(labels)")
        #expect(rows.first?.detail?.hasPrefix("load ") == true, "the load averages beside CPU")
    }

    @Test func itsQuickActionsShowTheTopProcessesByCPUAndByMemory() throws {
        let context = Self.context(.medium, columns: 39, rows: 8)
        let actions = Self.widget.quickActions(entry: SystemSample.entry(at: context.date), context: context)
        #expect(actions.map(\.title) == ["Top Processes", "Top Processes by Memory"])
        #expect(actions.map(\.glyph) == ["◔", "▮"])
        let requests = actions.compactMap { action -> HostRequest? in
            guard case .perform(let intent as any HostIntent, _) = action.action else { return nil }
            return intent.request
        }
        #expect(requests == [.runProgram(candidates: [["htop", "--sort-key=PERCENT_CPU"], ["top"]]),
                             .runProgram(candidates: [["htop", "--sort-key=PERCENT_MEM"], ["top", "-o", "%MEM"]])])
    }
}
