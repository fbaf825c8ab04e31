import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

@Suite struct InstanceStateTests {
    struct Entry: TimelineEntry { var date: Date }
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func state(reloadIn seconds: Double, loading: Bool) throws -> InstanceState {
        let config = WidgetConfig(kind: "stub", family: .small, settings: WidgetSettings(options: StubWidget.options, values: [:]), label: "widget 1")
        var state = InstanceState(instance: try #require(testRegistry.instance(for: config)),
                                  context: WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169)))
        state.timeline = ErasedTimeline(Timeline(entries: [Entry(date: now), Entry(date: now + 600)], policy: .after(now + seconds)))
        state.nextReload = now + seconds
        state.isLoading = loading
        return state
    }

    @Test func wakesForTheNextEntryOrTheReloadWhicheverComesFirst() throws {
        #expect(try state(reloadIn: 60, loading: false).nextWakeDate(after: now) == now + 60)
        #expect(try state(reloadIn: 900, loading: false).nextWakeDate(after: now) == now + 600)
    }

    @Test func aLoadInFlightDoesNotWakeTheLoopForItsPastReloadDate() throws {
        let due = try state(reloadIn: -5, loading: true)
        #expect(due.nextWakeDate(after: now) == now + 600, "only the next entry; the load's result arrives through the wake pipe")
    }
}
