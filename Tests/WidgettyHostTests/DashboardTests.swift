import Clocks
import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

@Suite struct DashboardTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    /// A dashboard from configuration text, its runner on a test clock starting at `date`, and a way to draw it.
    struct Board {
        let dashboard: Dashboard
        let runner: TimelineRunner
        let clock: TestClock<Duration>
        let updates: RunnerUpdates

        /// The screen's lines now; live dates drawn report their next change to `liveDates`.
        func lines(_ size: Size = Size(width: 26, height: 12), state: HomeScreenState = HomeScreenState(scheme: .dark),
                   liveDates: LiveDates = LiveDates()) -> [String] {
            dashboard.frame(size: size, state: state, runner: runner, at: runner.now, liveDates: liveDates).lines()
        }

        /// Moves the test clock on and lets the runner act.
        func advance(by seconds: Double) async {
            await clock.advance(by: .seconds(seconds))
            runner.tick()
            await updates.settle(runner)
        }
    }

    func dashboard(_ text: String, registry: WidgetRegistry = testRegistry, locale: DateLocale = DateLocale.named("en_GB")!) throws -> Dashboard {
        let config = try ConfigLoader(registry: registry).parse(text, file: "config.toml")
        return Dashboard(config: config, registry: registry, scheme: .dark, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                         locale: locale)
    }

    /// One stub tile fed by a scripted provider, on a test clock starting at `date`, in `locale`.
    func board(_ provider: ScriptedProvider, locale: DateLocale = DateLocale.named("en_GB")!) throws -> Board {
        let base = try board("[[widget]]\nkind = \"stub\"\n", locale: locale)
        let instance = provider.instance()
        let updates = RunnerUpdates()
        let runner = TimelineRunner(instances: [0: (instance, RunnerHarness.context(for: instance))],
                                    time: TimeSource(clock: base.clock, startingAt: date), onUpdate: updates.onUpdate)
        return Board(dashboard: base.dashboard, runner: runner, clock: base.clock, updates: updates)
    }

    func board(_ text: String, registry: WidgetRegistry = testRegistry, locale: DateLocale = DateLocale.named("en_GB")!) throws -> Board {
        let dashboard = try dashboard(text, registry: registry, locale: locale)
        let clock = TestClock<Duration>()
        var policy = SchedulingPolicy()
        policy.jitterUnit = { 0.5 }
        let updates = RunnerUpdates()
        return Board(dashboard: dashboard,
                     runner: dashboard.makeRunner(time: TimeSource(clock: clock, startingAt: date), policy: policy, onUpdate: updates.onUpdate),
                     clock: clock, updates: updates)
    }

    @Test func showsPlaceholdersRedactedBeforeDataThenTheData() async throws {
        let board = try board("[[widget]]\nkind = \"stub\"\nlabel = \"Data\"\n")
        let before = board.lines()
        #expect(before[2] == "   │ Stub             │", "static parts stay")
        #expect(before[3] == "   │ ▆▆▆▆▆▆▆▆▆▆▆      │", "the placeholder's text becomes a bar as wide as the text")
        await board.advance(by: 0)
        #expect(board.lines()[3] == "   │ Data             │")
    }

    @Test func aFailedFirstLoadSaysWhatWentWrongAndWhenItRetries() async throws {
        let board = try board("[[widget]]\nkind = \"stub\"\nfail = true\n")
        await board.advance(by: 0)
        let liveDates = LiveDates()
        let lines = board.lines(liveDates: liveDates)
        #expect(Array(lines[2...6]) == [
            "   │ Stub             │",
            "   │ The stub was     │",
            "   │ told to fail ·   │",
            "   │ retrying within  │",
            "   │ a minute         │",
        ])
        #expect(liveDates.nextChange == date.addingTimeInterval(30), "not redrawn until it retries: no countdown of seconds")
    }

    /// Further off, the retry counts minutes, and the tile is redrawn when the count changes: once a minute.
    @Test func aRetryMinutesAwayIsRedrawnOnceAMinute() async throws {
        let board = try board("[[widget]]\nkind = \"stub\"\nfail = true\n")
        await board.advance(by: 0)
        await board.advance(by: 30)
        await board.advance(by: 60)
        guard case .failure(let failure)? = board.runner.content(of: 0, at: board.runner.now), let retryAt = failure.retryAt else {
            Issue.record("expected a failure with a retry")
            return
        }
        let now = board.runner.now
        #expect(retryAt.timeIntervalSince(now) > 60, "the third failure waits two minutes")
        let liveDates = LiveDates()
        let lines = board.lines(liveDates: liveDates)
        #expect(Array(lines[3...6]) == ["   │ The stub was     │", "   │ told to fail ·   │", "   │ retrying in      │", "   │ 2 min            │"])
        let wait = liveDates.nextChange.map { $0.timeIntervalSince(now) } ?? 0
        #expect(wait > 1 && wait <= 60, "redrawn when the count of minutes changes, not every second: \(wait) s")
    }

    @Test func staleDataKeepsItsPlaceWithABadgeAndTheTimeItWasUpdated() async throws {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 300), .failure(.unreachable(host: "api.example.com")))
        let board = try board(provider)
        await board.advance(by: 0)
        await board.advance(by: 300)
        #expect(board.lines() == [
            "",
            "   ╭────────────── ! ─╮",
            "   │ Stub             │",
            "   │ t+0              │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   ╰── Updated 08:00 ─╯",
            "",
        ])
    }

    @Test func oldDataSaysWhenItWasUpdatedWithoutABadgeAndFromAnotherDayWithItsWeekday() async throws {
        let provider = ScriptedProvider(.entries([0], .never))
        let board = try board(provider)
        await board.advance(by: 0)
        await board.advance(by: 3000)
        #expect(board.lines()[10] == "   ╰──────────────────╯", "fresh data shows nothing extra")
        await board.advance(by: 660)
        #expect(board.lines()[1] == "   ╭──────────────────╮", "no badge: nothing failed")
        #expect(board.lines()[10] == "   ╰── Updated 08:00 ─╯")
        await board.advance(by: 86_400)
        #expect(board.lines()[10] == "   ╰Updated Fri 08:00─╯", "another day: the weekday too, without its spaces on a small tile")
    }

    @Test func aJapaneseScreenSaysWhenItWasUpdatedInJapanese() async throws {
        let board = try board(ScriptedProvider(.entries([0], .never)), locale: DateLocale.named("ja_JP")!)
        await board.advance(by: 0)
        await board.advance(by: 3660)
        #expect(board.lines()[10].contains(" 8:00に更新 ") && !board.lines()[10].contains("Updated"), "\(board.lines()[10])")
    }

    @Test func aSlowReloadShowsTheActivityIndicatorAfter300MillisecondsAndNotOnceItEnds() async throws {
        let gate = Gate()
        let provider = ScriptedProvider(.entries([0], .never), .blockThread(gate))
        let board = try board(provider)
        await board.advance(by: 0)
        let idle = LiveDates()
        #expect(board.lines(liveDates: idle)[1] == "   ╭──────────────────╮")
        #expect(idle.nextChange == nil, "nothing runs, nothing to redraw")

        #expect(board.runner.reload() == 1)
        board.runner.tick()
        let starting = LiveDates()
        #expect(board.lines(liveDates: starting)[1] == "   ╭──────────────────╮", "nothing for the first 300 ms")
        #expect(starting.nextChange == date.addingTimeInterval(0.3))
        await board.clock.advance(by: .milliseconds(300))
        let turning = LiveDates()
        #expect(board.lines(liveDates: turning)[1] == "   ╭─────────────────⠋╮", "one cell on the edge, by the corner")
        #expect(board.lines()[3] == "   │ t+0              │", "the data stay")
        #expect(turning.nextChange == date.addingTimeInterval(0.55), "four frames a second at most")
        await board.clock.advance(by: .milliseconds(240))
        #expect(board.lines()[1] == "   ╭─────────────────⠋╮")
        await board.clock.advance(by: .milliseconds(10))
        #expect(board.lines()[1] == "   ╭─────────────────⠙╮")

        gate.open()
        await board.updates.settle(board.runner)
        let done = LiveDates()
        #expect(board.lines(liveDates: done)[1] == "   ╭──────────────────╮", "gone the moment the reload ends")
        #expect(done.nextChange == nil)
    }

    @Test func onlyVisibleTilesAskTheLoopToWakeForTheirLiveDates() async throws {
        let board = try board("[[widget]]\nkind = \"stub\"\n[[widget]]\nkind = \"stub\"\nfail = true\n")
        await board.advance(by: 0)
        let topOnly = LiveDates()
        _ = board.lines(Size(width: 26, height: 12), liveDates: topOnly)
        #expect(topOnly.nextChange == nil, "the failing tile with its retry is below the screen")
        let scrolled = LiveDates()
        var state = HomeScreenState(scheme: .dark)
        state.scroll = 12
        _ = board.lines(Size(width: 26, height: 12), state: state, liveDates: scrolled)
        #expect(scrolled.nextChange == date.addingTimeInterval(30), "the failing tile is redrawn when it retries")
        #expect(board.dashboard.visibleSlots(size: Size(width: 26, height: 12), state: HomeScreenState(scheme: .dark)) == [0])
        #expect(board.dashboard.visibleSlots(size: Size(width: 26, height: 12), state: state) == [1])
    }

    @Test func aTileThatDoesNotFitSaysSo() throws {
        let board = try board("[[widget]]\nkind = \"stub\"\nsize = \"medium\"\n")
        let lines = board.lines(Size(width: 30, height: 12))
        #expect(lines[5] == "     │ Stub (medium)    │")
        #expect(lines[6] == "     │ needs 49 columns │")
    }

    @Test func helpOverlayListsEveryBinding() throws {
        let board = try board("[[widget]]\nkind = \"stub\"\n")
        var state = HomeScreenState(scheme: .dark)
        state.isHelpVisible = true
        let text = board.lines(Size(width: 80, height: 24), state: state).joined(separator: "\n")
        for binding in KeyBinding.all {
            #expect(text.contains(binding.label) && text.contains(binding.summary), "\(binding.label)")
        }
        for binding in MouseBinding.all {
            #expect(text.contains(binding.gesture) && text.contains(binding.summary), "\(binding.gesture)")
        }
        #expect(text.contains("Focus: none (Tab or a click focuses a tile)"))
        #expect(text.contains("Shift-drag") && text.contains(MouseBinding.textSelection.summary), "the mouse is reported by default")
        state.focusedSlot = 0
        #expect(board.lines(Size(width: 80, height: 24), state: state).joined(separator: "\n").contains("Focus: Stub (small), tile 1"))
    }

    @Test func tooSmallTerminalSaysHowBigItMustBe() throws {
        let board = try board("[[widget]]\nkind = \"stub\"\n")
        let tiny = board.lines(Size(width: 10, height: 5))
        #expect(tiny == ["", "Too small:", "  needs", "  22x12", ""])
        let short = board.lines(Size(width: 40, height: 8))
        #expect(short[3] == " Terminal too small: widgetty needs at")
        #expect(short[4] == "       least 22x12, this is 40x8.")
    }
}
