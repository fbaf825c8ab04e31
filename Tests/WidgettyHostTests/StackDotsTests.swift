import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A stack's page dots rest hidden and show for a moment which widget came up: after a rotation or paging by hand,
/// and while the person is on the stack; the loop wakes once more to hide them, and not again for them.
@Suite struct StackDotsTests {
    static func at(_ seconds: Double) -> Date { StackRotatorTests.at(seconds) }

    @Test func aCarouselsTurnShowsTheDotsForTwoSecondsAndWakesTheLoopOnceToHideThem() {
        var stacks = StackRotatorTests.rotator(.every(seconds: 60))
        let none = StackRotatorTests.scores([:])
        stacks.rotate(at: Self.at(0), score: none)
        #expect(!stacks.showsDots(of: 0, at: Self.at(0)), "the first widget at start: nothing came up")
        #expect(stacks.nextRotationDate(after: Self.at(0), score: none) { _ in nil } == Self.at(60))
        #expect(stacks.rotate(at: Self.at(60), score: none) == [0])
        #expect(stacks.showsDots(of: 0, at: Self.at(60)) && stacks.showsDots(of: 0, at: Self.at(61.9)))
        #expect(stacks.dotsHideDate(after: Self.at(60)) == Self.at(62), "one wake, to hide them")
        #expect(stacks.nextRotationDate(after: Self.at(60), score: none) { _ in nil } == Self.at(120), "the next turn is not moved by them")
        #expect(!stacks.showsDots(of: 0, at: Self.at(62)))
        #expect(stacks.rotate(at: Self.at(62), score: none).isEmpty)
        #expect(stacks.dotsHideDate(after: Self.at(62)) == nil, "hidden: nothing more to wake for")
        #expect(!stacks.showsDots(of: 1, at: Self.at(60)), "a lone widget has none")
    }

    @Test func pagingByHandShowsTheDots() {
        var stacks = StackRotatorTests.rotator(.off)
        #expect(stacks.dotsHideDate(after: Self.at(0)) == nil)
        stacks.page(0, by: 1, at: Self.at(10))
        #expect(stacks.dotsHideDate(after: Self.at(10)) == Self.at(12))
        #expect(stacks.showsDots(of: 0, at: Self.at(11)))
        #expect(!stacks.showsDots(of: 0, at: Self.at(12)))
    }

    /// The bottom row of the stack's tile (slot 0) in `StackTileTests`' board, at `date`, with `state`.
    static func bottomEdge(_ dashboard: Dashboard, _ runner: TimelineRunner, _ stacks: StackRotator, at date: Date,
                           state: HomeScreenState = HomeScreenState(scheme: .dark)) -> String {
        dashboard.frame(size: Size(width: 49, height: 12), state: state, runner: runner, at: date, stacks: stacks).lines()[10]
    }

    @Test func theDotsRestHiddenShowAfterPagingAndWhileTheStackHasFocusOrThePointer() async throws {
        var (dashboard, runner, stacks) = try await StackTileTests.board()
        let date = StackTileTests.date
        #expect(Self.bottomEdge(dashboard, runner, stacks, at: date) == "   ╰──────────────────╯   ╰──────────────────╯", "at rest")
        stacks.page(0, by: 1, at: date)
        #expect(Self.bottomEdge(dashboard, runner, stacks, at: date.addingTimeInterval(1)) == "   ╰───────○●○────────╯   ╰──────────────────╯")
        #expect(Self.bottomEdge(dashboard, runner, stacks, at: date.addingTimeInterval(2)) == "   ╰──────────────────╯   ╰──────────────────╯",
                "hidden again")
        var focused = HomeScreenState(scheme: .dark)
        focused.focusedSlot = 0
        #expect(Self.bottomEdge(dashboard, runner, stacks, at: date.addingTimeInterval(5), state: focused).contains("○●○"), "with focus")
        var hovered = HomeScreenState(scheme: .dark)
        hovered.hoveredSlot = 0
        #expect(Self.bottomEdge(dashboard, runner, stacks, at: date.addingTimeInterval(5), state: hovered).contains("○●○"), "under the pointer")
    }

    @Test func aTileKeptByTheCacheLosesItsDotsWhenTheyHide() async throws {
        var (dashboard, runner, stacks) = try await StackTileTests.board()
        let date = StackTileTests.date
        let cache = TileCache()
        let frame = { (at: Date) in
            dashboard.frame(size: Size(width: 49, height: 12), state: HomeScreenState(scheme: .dark), runner: runner, at: at, stacks: stacks,
                            tileCache: cache).lines()[10]
        }
        _ = frame(date)
        stacks.page(0, by: 1, at: date)
        #expect(frame(date).contains("○●○"))
        #expect(!frame(date.addingTimeInterval(2)).contains("○●○"), "drawn again, not kept with its dots")
    }
}
