import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// Actions flow back from views: each frame's regions name their widget, intents run on provider threads and
/// reload their widget outside the budget, and a failed intent is shown on a tile that keeps its data.
@Suite struct WidgetActionTests {
    /// A "tasks" tile, medium unless told, on a phone, its runner on a test clock.
    func board(_ list: TaskList, size: String = "medium") throws -> DashboardTests.Board {
        try board(of: list.kind, size: size)
    }

    /// A tile of `kind`, medium unless told, on a phone, its runner on a test clock.
    func board(of kind: WidgetKind, size: String = "medium") throws -> DashboardTests.Board {
        try DashboardTests().board("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "\(kind.kind)"
            size = "\(size)"
            """, registry: WidgetRegistry([kind]))
    }

    /// The frame's lines and its regions as "RECT slot N what it does".
    func frame(_ board: DashboardTests.Board) -> (lines: [String], regions: [InteractiveRegion]) {
        let regions = HitRegions()
        let canvas = board.dashboard.frame(size: Size(width: 49, height: 12), state: HomeScreenState(scheme: .dark),
                                           runner: board.runner, at: board.runner.now, hitRegions: regions)
        return (canvas.lines(), regions.regions)
    }

    func describe(_ region: InteractiveRegion) -> String {
        switch region.action {
        case .openURL(let url): "\(region.rect) slot \(region.widget) open \(url.absoluteString)"
        case .perform(let intent, let role): "\(region.rect) slot \(region.widget) perform \(type(of: intent).title) (\(role))"
        case .toggle(let intent, let isOn): "\(region.rect) slot \(region.widget) toggle \(type(of: intent).title) \(isOn ? "on" : "off")"
        }
    }

    @Test func aFramesRegionsNameTheirWidgetAndTheTileURLCoversTheTile() async throws {
        let board = try board(TaskList())
        #expect(frame(board).regions.isEmpty, "a placeholder offers nothing to act on")
        await board.advance(by: 0)
        let drawn = frame(board)
        #expect(Array(drawn.lines[1...5]) == [
            "   ╭─────────────────────────────────────────╮",
            "   │ Groceries                               │",
            "   │ ☐ Milk                                  │",
            "   │ Open list                               │",
            "   │                                         │",
        ])
        #expect(drawn.regions.map(describe) == [
            "43x10@3,1 slot 0 open https://example.com/tasks",
            "6x1@5,3 slot 0 toggle Mark Done off",
            "9x1@5,4 slot 0 open https://example.com/groceries",
        ])
    }

    @Test func theFocusedItemIsHighlightedAndTheLinkUnderThePointerTinted() async throws {
        let board = try board(TaskList())
        await board.advance(by: 0)
        let plain = board.dashboard.frame(size: Size(width: 49, height: 12), state: HomeScreenState(scheme: .dark),
                                          runner: board.runner, at: board.runner.now)
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = 0
        state.focusedElement = 0
        state.hoveredRegion = 2
        let marked = board.dashboard.frame(size: Size(width: 49, height: 12), state: state, runner: board.runner, at: board.runner.now)
        #expect(zip(marked.lines(), plain.lines()).allSatisfy { $0.hasPrefix($1) }, "the text stays as it is (the focused tile adds its shadow)")
        let lifted = Palette(scheme: .dark).liftedTileBackground
        #expect(marked[5, 3].style.background != lifted && marked[10, 3].style.background == marked[5, 3].style.background,
                "the toggle's six cells (5–10, row 3) have a tinted background")
        #expect(marked[11, 3].style.background == lifted, "the tile around it keeps its lifted fill")
        #expect(marked[5, 4].style.background != lifted, "the link under the pointer is tinted too")
        #expect(marked[5, 4].style.background != marked[5, 3].style.background, "more faintly than a control")
    }

    @Test func helpNamesTheFocusedItem() async throws {
        let board = try board(TaskList())
        await board.advance(by: 0)
        var state = HomeScreenState(scheme: .dark)
        state.isHelpVisible = true
        state.focusedSlot = 0
        state.focusedElement = 0
        let text = board.dashboard.frame(size: Size(width: 80, height: 30), state: state, runner: board.runner, at: board.runner.now)
            .lines().joined(separator: "\n")
        #expect(text.contains("tile 1, toggle (off)"), "the toggle, first in reading order, has focus")
    }

    @Test func aSmallTilesLinksAreNoTargetsButItsURLAndToggleAre() async throws {
        let board = try board(TaskList(), size: "small")
        await board.advance(by: 0)
        let drawn = frame(board)
        #expect(drawn.lines[4] == "   │ Open list        │", "the link is drawn")
        #expect(drawn.regions.map(describe) == [
            "20x10@3,1 slot 0 open https://example.com/tasks",
            "6x1@5,3 slot 0 toggle Mark Done off",
        ])
    }

    @Test func aToggledIntentRunsOnAProviderThreadAndTheTileShowsItsNewState() async throws {
        let list = TaskList()
        let board = try board(list)
        await board.advance(by: 0)
        guard case .toggle(let intent, isOn: false)? = frame(board).regions.first(where: { $0.rect.height == 1 })?.action else {
            Issue.record("no toggle drawn")
            return
        }
        board.runner.perform(intent, for: 0)
        await board.updates.wait { frame(board).lines[3].contains("☑") }
        #expect(list.intentThreads == ["provider"], "the intent ran on a provider thread, not the caller's")
        #expect(frame(board).lines[3] == "   │ ☑ Milk                                  │")
    }

    @Test func anIntentReloadsItsWidgetOutsideTheBudget() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 1))
        let harness = RunnerHarness([0: provider.instance()])
        let list = TaskList()
        await harness.tick()
        await harness.advance(to: 10)
        harness.runner.perform(MarkDone(list: list), for: 0)
        await harness.updates.wait { provider.calls.count == 2 }
        await harness.settle()
        #expect(list.intentThreads == ["provider"])
        #expect(provider.calls == [0, 10].map(RunnerHarness.at), "reloaded at once, though the budget holds the next load to 300 s")
        await harness.run(until: 299)
        #expect(provider.calls.count == 2, "the budget still counts from the last load it counted")
        await harness.run(until: 300)
        #expect(provider.calls.count == 3)
    }

    @Test func anIntentSupersedesALoadUnderWayWhoseDataMayPredateIt() async {
        let provider = ScriptedProvider(.entries([0], .never), .hang, .entries([0], .never))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        harness.runner.reload()
        #expect(harness.runner.loadStarted(of: 0) != nil, "a load is under way, and will never answer")
        harness.runner.perform(MarkDone(list: TaskList()), for: 0)
        await harness.updates.wait { provider.calls.count == 3 }
        await harness.settle()
        #expect(provider.cancellations == 1, "the load under way was cancelled")
        #expect(harness.shown() == "t+0")
        #expect(harness.runner.loadStarted(of: 0) == nil)
    }

    /// A board of `list` whose "Mark Done" has just failed with `message`.
    func failedIntent(on list: TaskList, _ message: String) async throws -> DashboardTests.Board {
        let board = try board(list)
        await board.advance(by: 0)
        list.failIntents(with: WidgetProblem(message))
        board.runner.perform(MarkDone(list: list), for: 0)
        await board.updates.wait { board.runner.intentFailure(of: 0) != nil }
        return board
    }

    @Test func aFailedIntentIsShownOnTheTileWhichKeepsItsData() async throws {
        let list = TaskList()
        let board = try await failedIntent(on: list, "List is read-only")
        #expect(board.runner.intentFailure(of: 0) == "Mark Done failed · List is read-only")
        #expect(Array(frame(board).lines[1...10]) == [
            "   ╭───────────────────────────────────── ! ─╮",
            "   │ Groceries                               │",
            "   │ ☐ Milk                                  │",
            "   │ Open list                               │",
            "   │                                         │",
            "   │                                         │",
            "   │                                         │",
            "   │                                         │",
            "   │                                         │",
            "   ╰── Mark Done failed · List is read-only ─╯",
        ])
        #expect(!list.isDone)

        list.failIntents(with: nil)
        board.runner.perform(MarkDone(list: list), for: 0)
        await board.updates.wait { frame(board).lines[3].contains("☑") }
        #expect(board.runner.intentFailure(of: 0) == nil, "an intent that succeeds clears the error")
        #expect(frame(board).lines[10] == "   ╰─────────────────────────────────────────╯")
    }

    @Test func aFailedIntentsWordsOutlastAnAnswerRightAfterIt() async throws {
        let board = try await failedIntent(on: TaskList(), "List changed on disk since it was shown")
        // As a note's watcher reloads it the moment another program changed it, which is why the toggle was refused.
        board.runner.reload(0)
        await board.advance(by: 1)
        #expect(board.runner.intentFailure(of: 0) == "Mark Done failed · List changed on disk since it was shown",
                "an answer a second later does not wipe the refusal before it is read")
        await board.advance(by: 5)
        board.runner.reload(0)
        await board.advance(by: 0)
        #expect(board.runner.intentFailure(of: 0) == nil, "an answer after it has been shown 5 s does")
    }
}

/// What a tile shows while its intents run: a button's indicator and running label, a toggle's new state at once
/// (and its old one again when the intent fails), and that Return reaches the primary button through the frame's regions.
@Suite struct IntentActivityTests {
    let actions = WidgetActionTests()

    @Test func returnPressesThePrimaryButtonWhichShowsItsRunningLabelUntilTheIntentEnds() async throws {
        let list = TaskList()
        let board = try DashboardTests().board("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "chores"
            size = "medium"
            """, registry: WidgetRegistry([list.buttonKind]))
        await board.advance(by: 0)
        let drawn = actions.frame(board)
        #expect(Array(drawn.lines[2...3]) == [
            "   │ Milk: open                              │",
            "   │  Mark                                   │",
        ])
        var state = HomeScreenState(scheme: .dark)
        var metrics = board.dashboard.metrics(for: Size(width: 49, height: 12), canEditConfig: false, runner: board.runner, at: board.runner.now)
        metrics.regions = ScreenRegion.from(drawn.regions)
        _ = state.reduce(.key(KeyPress(.tab)), metrics: metrics)
        let effects = state.reduce(.key(KeyPress(.enter)), metrics: metrics)
        guard case .activate(let index)? = effects.first, case .perform(let intent, .primary) = drawn.regions[index].action else {
            Issue.record("Return did not press the primary button: \(effects)")
            return
        }
        list.holdIntents()
        board.runner.perform(intent, for: 0)
        #expect(board.runner.intentActivity(of: 0).running == [IntentIdentity(intent)])
        #expect(actions.frame(board).lines[3] == "   │  ◌ Marking…                             │", "at once, while the intent runs")
        board.runner.perform(intent, for: 0)
        list.releaseIntents()
        await board.updates.wait { actions.frame(board).lines[2].contains("done") }
        #expect(list.intentThreads.count == 1, "pressed again while it ran, it was not started twice")
        #expect(actions.frame(board).lines[3] == "   │  Mark                                   │")
        #expect(board.runner.intentActivity(of: 0) == IntentActivity())
    }

    @Test func aToggleShowsItsNewStateAtOnceAndGoesBackWithTheErrorWhenTheIntentFails() async throws {
        let list = TaskList()
        let board = try actions.board(list)
        await board.advance(by: 0)
        list.holdIntents()
        list.failIntents(with: WidgetProblem("List is read-only"))
        board.runner.perform(MarkDone(list: list), for: 0, toggling: false)
        let pressed = actions.frame(board)
        #expect(pressed.lines[3] == "   │ ☑ Milk                                  │", "the new state, before the intent ends")
        #expect(pressed.regions.map(actions.describe)[1] == "6x1@5,3 slot 0 toggle Mark Done on", "a second press flips it back")
        list.releaseIntents()
        await board.updates.wait { board.runner.intentFailure(of: 0) != nil }
        let rolledBack = actions.frame(board)
        #expect(rolledBack.lines[3] == "   │ ☐ Milk                                  │", "back to the entry's state")
        #expect(rolledBack.lines[10] == "   ╰── Mark Done failed · List is read-only ─╯")
    }

    @Test func aLongFailureIsCutBetweenTheBottomCorners() async throws {
        let list = TaskList()
        let board = try actions.board(list)
        await board.advance(by: 0)
        list.failIntents(with: WidgetProblem("tasks.md is read-only: its folder is mounted read-only and owned by someone else"))
        board.runner.perform(MarkDone(list: list), for: 0, toggling: false)
        await board.updates.wait { board.runner.intentFailure(of: 0) != nil }
        let bottom = actions.frame(board).lines[10]
        #expect(bottom.hasPrefix("   ╰─ Mark Done failed") && bottom.hasSuffix("… ─╯"), "\(bottom)")
    }

    @Test func aSucceededToggleKeepsItsNewStateUntilTheWidgetAnswers() async throws {
        let list = TaskList()
        let board = try actions.board(list)
        await board.advance(by: 0)
        board.runner.perform(MarkDone(list: list), for: 0, toggling: false)
        #expect(actions.frame(board).lines[3].contains("☑"))
        await board.updates.wait { board.runner.intentActivity(of: 0).toggles.isEmpty }
        #expect(actions.frame(board).lines[3] == "   │ ☑ Milk                                  │", "the answer after the intent says done")
        #expect(list.isDone)
    }
}
