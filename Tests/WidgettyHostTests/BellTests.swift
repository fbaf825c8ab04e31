import Foundation
import Testing
import WidgettyKit
@testable import WidgettyHost

/// An entry that asks for the bell rings it once, when it comes on, not on every frame after.
@Suite struct BellTests {
    /// An entry ringing or not.
    struct Chime: TimelineEntry {
        let date: Date
        let ringsBell: Bool
    }

    /// A run-time kind, "chime", whose timeline is quiet now and rings a minute later.
    static let kind = WidgetKind(kind: "chime", displayName: "Chime", description: "Shows a chime.", supportedFamilies: [.small],
                                 options: [], makeWidget: { _ in
        AnyWidget(
            placeholder: { Chime(date: $0.date, ringsBell: false) },
            timeline: { context in
                ErasedTimeline(Timeline(entries: [Chime(date: context.date, ringsBell: false),
                                                  Chime(date: context.date.addingTimeInterval(60), ringsBell: true)], policy: .never))
            },
            view: { _, _ in Text("chime") })
    })

    @Test func theBellRingsOnceWhenTheEntryAskingForItComesOn() async throws {
        let board = try DashboardTests().board("[[widget]]\nkind = \"chime\"\n", registry: WidgetRegistry([Self.kind]))
        await board.advance(by: 0)
        #expect(!board.runner.takeBell(), "the first entry is quiet")
        await board.advance(by: 59)
        #expect(!board.runner.takeBell())
        await board.advance(by: 1)
        #expect(board.runner.takeBell(), "the second entry rings when it comes on")
        #expect(!board.runner.takeBell(), "once")
        await board.advance(by: 30)
        #expect(!board.runner.takeBell(), "and not again while it stays")
    }

    @Test func theEntryThatRingsWakesTheLoopEvenWithItsTileOffScreen() async throws {
        let board = try DashboardTests().board("[[widget]]\nkind = \"chime\"\n", registry: WidgetRegistry([Self.kind]))
        await board.advance(by: 0)
        #expect(board.runner.nextWakeDate(showing: []) == board.runner.now.addingTimeInterval(60))
        await board.advance(by: 60)
        #expect(board.runner.takeBell())
        #expect(board.runner.nextWakeDate(showing: []) == nil, "nothing more to wake for")
    }
}
