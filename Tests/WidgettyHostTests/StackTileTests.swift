import Clocks
import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A stack on the home screen: drawn with its page dots, paged by keys, the wheel, a dot and its menu.
@Suite struct StackTileTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let config = """
        [[stack]]
        rotation = "off"
        [[stack.widget]]
        kind = "stub"
        label = "one"
        [[stack.widget]]
        kind = "stub"
        label = "two"
        [[stack.widget]]
        kind = "stub"
        label = "three"

        [[widget]]
        kind = "stub"
        """

    /// The dashboard of `config`, its runner's first answers in, and its stacks.
    static func board() async throws -> (Dashboard, TimelineRunner, StackRotator) {
        let config = try ConfigLoader(registry: testRegistry).parse(Self.config, file: "config.toml")
        let dashboard = Dashboard(config: config, registry: testRegistry, scheme: .dark, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                  locale: DateLocale.named("en_GB")!)
        let updates = RunnerUpdates()
        let runner = dashboard.makeRunner(time: .fixed(date), onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)
        return (dashboard, runner, StackRotator(slots: config.slots))
    }

    @Test func theStackDrawsTheWidgetOnTopAndItsDotsWhenPagedAndEveryMemberRuns() async throws {
        var (dashboard, runner, stacks) = try await Self.board()
        let size = Size(width: 49, height: 12)
        #expect(dashboard.providerInstances.keys.sorted() == [WidgetPosition(slot: 0, member: 0), WidgetPosition(slot: 0, member: 1),
                                                              WidgetPosition(slot: 0, member: 2), 1])
        #expect(dashboard.frame(size: size, state: HomeScreenState(scheme: .dark), runner: runner, at: Self.date, stacks: stacks).lines() == [
            "",
            "   ╭──────────────────╮   ╭──────────────────╮",
            "   │ Stub             │   │ Stub             │",
            "   │ one              │   │ Hello            │",
            "   │                  │   │                  │",
            "   │                  │   │                  │",
            "   │                  │   │                  │",
            "   │                  │   │                  │",
            "   │                  │   │                  │",
            "   │                  │   │                  │",
            "   ╰──────────────────╯   ╰──────────────────╯",
            "",
        ], "at rest the dots are hidden")
        stacks.page(0, by: 1, at: Self.date)
        let paged = dashboard.frame(size: size, state: HomeScreenState(scheme: .dark), runner: runner, at: Self.date, stacks: stacks).lines()
        #expect(paged[3] == "   │ two              │   │ Hello            │")
        #expect(paged[10] == "   ╰───────○●○────────╯   ╰──────────────────╯")
        #expect(dashboard.visibleWidgets(size: size, state: HomeScreenState(scheme: .dark), stacks: stacks)
                == [WidgetPosition(slot: 0, member: 1), 1], "only the widget on top is drawn")
        let metrics = dashboard.metrics(for: size, canEditConfig: true, runner: runner, at: Self.date, stacks: stacks)
        #expect(metrics.stackSizes == [0: 3])
        #expect(metrics.stackDot(of: 0, atColumn: 13, row: 10, scroll: 0) == 2, "the third dot")
        #expect(metrics.stackDot(of: 0, atColumn: 10, row: 10, scroll: 0) == nil, "the edge beside the dots")
    }

    @Test func aHiddenWidgetNeverAsksTheLoopToWakeForItsLiveDates() async throws {
        let text = "[[stack]]\nrotation = \"off\"\n[[stack.widget]]\nkind = \"stub\"\n[[stack.widget]]\nkind = \"stub\"\nfail = true\n"
        let config = try ConfigLoader(registry: testRegistry).parse(text, file: "config.toml")
        let dashboard = Dashboard(config: config, registry: testRegistry, scheme: .dark)
        let updates = RunnerUpdates()
        let runner = dashboard.makeRunner(time: .fixed(Self.date), onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)
        var stacks = StackRotator(slots: config.slots)
        let hidden = LiveDates()
        _ = dashboard.frame(size: Size(width: 26, height: 12), state: HomeScreenState(scheme: .dark), runner: runner, at: Self.date,
                            stacks: stacks, liveDates: hidden)
        #expect(hidden.nextChange == nil, "the failing widget's retry countdown is under the one on top")
        stacks.page(0, by: 1, at: Self.date)
        let shown = LiveDates()
        _ = dashboard.frame(size: Size(width: 26, height: 12), state: HomeScreenState(scheme: .dark), runner: runner, at: Self.date,
                            stacks: stacks, liveDates: shown)
        #expect(shown.nextChange != nil, "on top, its retry countdown wakes the loop")
    }

    @Test func theWidgetOnTopShowsItsStaleMarksBesideTheDots() async throws {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 300), .failure(.unreachable(host: "api.example.com")))
        let config = try ConfigLoader(registry: testRegistry).parse(
            "[[stack]]\nrotation = \"off\"\n[[stack.widget]]\nkind = \"stub\"\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"two\"\n",
            file: "config.toml")
        let dashboard = Dashboard(config: config, registry: testRegistry, scheme: .dark, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                  locale: DateLocale.named("en_GB")!)
        let clock = TestClock<Duration>()
        let updates = RunnerUpdates()
        let instances = [provider.instance(), ScriptedProvider(.entries([0], .never)).instance(label: "two")]
        let runner = TimelineRunner(instances: Dictionary(uniqueKeysWithValues: instances.enumerated().map {
            (WidgetPosition(slot: 0, member: $0), ($1, RunnerHarness.context(for: $1)))
        }), time: TimeSource(clock: clock, startingAt: Self.date), onUpdate: updates.onUpdate)
        for seconds in [0, 300] {
            await clock.advance(by: .seconds(seconds))
            runner.tick()
            await updates.settle(runner)
        }
        var stacks = StackRotator(slots: config.slots)
        stacks.show(0, member: 0, at: runner.now)
        let lines = dashboard.frame(size: Size(width: 26, height: 12), state: HomeScreenState(scheme: .dark), runner: runner, at: runner.now,
                                    stacks: stacks).lines()
        #expect(lines[1] == "   ╭────────────── ! ─╮", "the failed reload's badge")
        #expect(lines[10] == "   ╰────────●○──08:00─╯", "the time it was updated, right of the dots while they show")
    }

    /// Metrics for the stack in slot 0 beside a lone widget in slot 1, on 49 × 12.
    func metrics() -> ScreenMetrics {
        let layout = HomeScreenLayout(families: [.small, .small], terminal: Size(width: 49, height: 12), device: .fixed(DeviceProfile.named("414x896")!))
        var metrics = ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: 12, tiles: layout.placements, cell: layout.metrics.cell,
                                    screenWidth: 49, tileNames: [0: "Stub", 1: "Stub"])
        metrics.stackSizes = [0: 3]
        return metrics
    }

    func run(_ events: [InputEvent], focus: Int? = nil) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = focus
        let effects = events.flatMap { state.reduce($0, metrics: metrics()) }
        return (state, effects)
    }

    @Test func bracketsAndShiftedJKPageTheFocusedStackOnly() {
        #expect(run([.key(.character("]"))], focus: 0).1 == [.pageStack(slot: 0, by: 1)])
        #expect(run([.key(.character("J"))], focus: 0).1 == [.pageStack(slot: 0, by: 1)])
        #expect(run([.key(.character("[")), .key(.character("K"))], focus: 0).1 == [.pageStack(slot: 0, by: -1), .pageStack(slot: 0, by: -1)])
        #expect(run([.key(.character("]"))], focus: 1).1.isEmpty, "a lone widget has nothing to page")
        #expect(run([.key(.character("]"))]).1.isEmpty, "nothing has focus")
    }

    @Test func theWheelPagesAStackUnderThePointerAndScrollsElsewhere() {
        #expect(run([.mouse(MouseEvent(kind: .wheel(1), button: 0, column: 10, row: 5))]).1 == [.pageStack(slot: 0, by: 1)])
        #expect(run([.mouse(MouseEvent(kind: .wheel(-1), button: 0, column: 10, row: 5))]).1 == [.pageStack(slot: 0, by: -1)])
        let (state, effects) = run([.mouse(MouseEvent(kind: .wheel(1), button: 0, column: 35, row: 5))])
        #expect(effects.isEmpty && state.scroll == 0, "over the lone widget it scrolls (here there is nothing to scroll)")
    }

    @Test func aClickOnADotShowsThatWidget() {
        let (state, effects) = run([.mouse(MouseEvent(kind: .press, button: 0, column: 13, row: 10))])
        #expect(effects == [.showStackWidget(slot: 0, member: 2)])
        #expect(state.focusedSlot == 0)
    }

    @Test func theStacksMenuPagesAndEditsTheStack() {
        let (state, _) = run([.key(.character("."))], focus: 0)
        #expect(state.menu?.items.map(\.title) == ["Next Widget", "Previous Widget", "Refresh", "Edit Widget…", "Edit Stack…", "Edit Home Screen",
                                                   "Remove Widget", "Remove Stack"])
        #expect(run([.key(.character(".")), .key(KeyPress(.enter))], focus: 0).1 == [.pageStack(slot: 0, by: 1)])
        #expect(run([.key(.character(".")), .key(KeyPress(.down)), .key(KeyPress(.enter))], focus: 0).1 == [.pageStack(slot: 0, by: -1)])
        #expect(run([.key(.character("."))], focus: 1).0.menu?.items.map(\.title) == ["Refresh", "Edit Widget…", "Edit in Editor…", "Edit Home Screen",
                                                                                       "Remove Widget"])
        var withActions = metrics()
        withActions.widgetActions = { _ in [MenuItem(title: "Open Forecast", command: .widgetAction(0))] }
        var withMenu = HomeScreenState(scheme: .dark)
        withMenu.focusedSlot = 0
        _ = withMenu.reduce(.key(.character(".")), metrics: withActions)
        #expect(withMenu.menu?.items.map(\.title) == ["Next Widget", "Previous Widget", "Open Forecast", "Refresh", "Edit Widget…", "Edit Stack…",
                                                      "Edit Home Screen", "Remove Widget", "Remove Stack"],
                "the widget on top's own actions come between")
    }

    @Test func removeWidgetAsksForAndRemovesTheWidgetOnTopAndRemoveStackTheWholeStack() {
        var onSecond = metrics()
        onSecond.stackTops = [0: 1]
        onSecond.tileNames[0] = "Weather"
        func answer(_ keys: [KeyPress], with metrics: ScreenMetrics) -> (HomeScreenState, [HomeScreenEffect]) {
            var state = HomeScreenState(scheme: .dark)
            state.focusedSlot = 0
            let effects = ([.character(".")] + keys).flatMap { state.reduce(.key($0), metrics: metrics) }
            return (state, effects)
        }
        let (asking, _) = answer([KeyPress(.up), KeyPress(.up), KeyPress(.enter)], with: onSecond)
        #expect(asking.menu?.question == ["Remove \u{201C}Weather\u{201D} from its stack?", "Its table leaves the config file."])
        // Rotation after the question changes nothing: the widget named is the one removed.
        #expect(answer([KeyPress(.up), KeyPress(.up), KeyPress(.enter), KeyPress(.up), KeyPress(.enter)], with: onSecond).1
                == [.remove(.widget(WidgetPosition(slot: 0, member: 1)))])
        let (stackQuestion, _) = answer([KeyPress(.up), KeyPress(.enter)], with: onSecond)
        #expect(stackQuestion.menu?.question == ["Remove the stack of 3 widgets?", "Its tables leave the config file."])
        #expect(answer([KeyPress(.up), KeyPress(.enter), KeyPress(.up), KeyPress(.enter)], with: onSecond).1 == [.remove(.stack(slot: 0))])
        var ofTwo = onSecond
        ofTwo.stackSizes = [0: 2]
        #expect(answer([KeyPress(.up), KeyPress(.up), KeyPress(.enter)], with: ofTwo).0.menu?.question
                == ["Remove \u{201C}Weather\u{201D} from its stack?", "Its table leaves the config file.", "The other widget stays,", "as a stack of one."],
                "the dots go down to one: it says so")
        var ofOne = onSecond
        (ofOne.stackSizes, ofOne.stackTops) = ([0: 1], [0: 0])
        let (lastQuestion, _) = answer([KeyPress(.up), KeyPress(.up), KeyPress(.enter)], with: ofOne)
        #expect(lastQuestion.menu?.question
                == ["Remove \u{201C}Weather\u{201D}?", "It is its stack\u{2019}s only widget:", "the stack goes too.", "Its tables leave the config file."],
                "the stack leaves with its only widget: it says so")
    }

    @Test func aStackOfOneHasNoPagesToTurnInItsMenu() {
        var ofOne = metrics()
        ofOne.stackSizes = [0: 1]
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = 0
        _ = state.reduce(.key(.character(".")), metrics: ofOne)
        #expect(state.menu?.items.map(\.title) == ["Refresh", "Edit Widget…", "Edit Stack…", "Edit Home Screen", "Remove Widget", "Remove Stack"])
    }

    @Test func helpListsThePagingKeysAndGestures() {
        #expect(KeyBinding.all.contains { $0.label == "] J" && $0.summary == "Stack: next widget" })
        #expect(KeyBinding.all.contains { $0.label == "[ K" && $0.summary == "Stack: previous widget" })
        #expect(MouseBinding.all.map(\.gesture).contains("Click a dot"))
    }
}
