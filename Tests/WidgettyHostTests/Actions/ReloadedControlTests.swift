import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A reload while a control's intent runs makes its intent anew, holding the new load's moment (as a command's button
/// holds `WIDGETTY_DATE`); the control stays the same one, by its intent's `identity`: a button keeps its running
/// indicator, a toggle the state it was pressed to.
@Suite struct ReloadedControlTests {
    let actions = WidgetActionTests()

    /// A medium tile of `list`'s "dated" kind, drawn with a toggle or a button, whose control has just been pressed
    /// (the toggle showing off) and runs until `list.releaseIntents()`; and the intent pressed.
    func pressControl(of list: TaskList, toggle: Bool) async throws -> (DashboardTests.Board, any WidgetIntent) {
        let board = try actions.board(of: list.datedKind(toggle: toggle))
        await board.advance(by: 0)
        let intent = try #require(control(actions.frame(board).regions), "no control drawn: \(actions.frame(board).lines)")
        list.holdIntents()
        board.runner.perform(intent, for: 0, toggling: toggle ? false : nil)
        return (board, intent)
    }

    /// The intent of the frame's control (the region that is not the whole tile); nil when it has none.
    func control(_ regions: [InteractiveRegion]) -> (any WidgetIntent)? {
        regions.lazy.compactMap { region -> (any WidgetIntent)? in
            switch region.action {
            case .perform(let intent, _), .toggle(let intent, _): intent
            case .openURL: nil
            }
        }.first
    }

    /// Moves the clock 5 s on, reloads the widget and waits for its answer: a new entry, whose control's intent holds
    /// another moment than `pressed`. Returns the frame then.
    func reload(_ board: DashboardTests.Board, pressed: any WidgetIntent) async throws -> (lines: [String], regions: [InteractiveRegion]) {
        await board.advance(by: 5)
        board.runner.reload(0)
        await board.advance(by: 0)
        let reloaded = actions.frame(board)
        let anew = try #require(control(reloaded.regions), "the reloaded tile has no control: \(reloaded.lines)")
        try #require(String(reflecting: anew) != String(reflecting: pressed),
                     "the reload did not make the intent anew: \(String(reflecting: anew))")
        return reloaded
    }

    @Test func aRunningButtonKeepsItsIndicatorThroughAReload() async throws {
        let list = TaskList()
        defer { list.releaseIntents() }
        let (board, pressed) = try await pressControl(of: list, toggle: false)
        #expect(actions.frame(board).lines[3] == "   │  ◌ Marking…                             │", "at once, while the intent runs")

        let reloaded = try await reload(board, pressed: pressed)
        #expect(reloaded.lines[2] == "   │ open 2027-01-15T08:00:05Z               │", "the new entry is shown")
        #expect(reloaded.lines[3] == "   │  ◌ Marking…                             │", "the same button, still running")

        list.releaseIntents()
        #expect(await board.updates.wait { actions.frame(board).lines[2].contains("done") }, "the intent never ended: \(actions.frame(board).lines)")
        #expect(actions.frame(board).lines[3] == "   │  Mark                                   │")
    }

    @Test func aPressedToggleKeepsItsNewStateThroughAReload() async throws {
        let list = TaskList()
        defer { list.releaseIntents() }
        let (board, pressed) = try await pressControl(of: list, toggle: true)
        #expect(actions.frame(board).lines[2] == "   │ ☑ open 2027-01-15T08:00:00Z             │", "the new state, before the intent ends")

        let reloaded = try await reload(board, pressed: pressed)
        #expect(reloaded.lines[2] == "   │ ☑ open 2027-01-15T08:00:05Z             │",
                "the new entry, whose list is not done yet, with the toggle still showing the state it was pressed to")
        #expect(reloaded.regions.map(actions.describe) == ["27x1@5,2 slot 0 toggle Mark Done on"], "a second press flips it back")

        list.releaseIntents()
        #expect(await board.updates.wait { board.runner.intentActivity(of: 0) == IntentActivity() },
                "the intent and the reload after it never ended: \(board.runner.intentActivity(of: 0))")
        #expect(actions.frame(board).lines[2] == "   │ ☑ done 2027-01-15T08:00:05Z             │", "the answer after the intent says done")
    }
}
