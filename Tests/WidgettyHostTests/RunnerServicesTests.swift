import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// What the runner lends providers and records: a `WidgetCenter` that reloads every widget of a kind or its own,
/// and a log of loads, failures and reloads, each given per test (nothing shared between tests).
@Suite struct RunnerServicesTests {
    @Test func aProviderAsksForItsKindAndEveryWidgetOfItReloads() async throws {
        let asker = ScriptedProvider(.entries([0], .never))
        let (notesA, notesB, other) = (ScriptedProvider(.entries([0], .never)), ScriptedProvider(.entries([0], .never)),
                                       ScriptedProvider(.entries([0], .never)))
        let harness = RunnerHarness([0: asker.instance(kind: "asker"), 1: notesA.instance(kind: "notes", label: "a"),
                                     2: notesB.instance(kind: "notes", label: "b"), 3: other.instance(kind: "other")])
        let calls = { [asker, notesA, notesB, other].map(\.calls.count) }
        await harness.tick()
        let center = try #require(asker.lastContext?.services.widgetCenter)
        center.reloadTimelines(ofKind: "notes")
        await harness.settle()
        #expect(calls() == [1, 2, 2, 1] as [Int])
        center.reloadAllTimelines()
        await harness.settle()
        #expect(calls() == [2, 3, 3, 2] as [Int])
    }

    @Test func aProviderAsksForItsOwnWidgetAloneAndDuringALoadGetsItOnceTheLoadAnswers() async throws {
        let gate = Gate()
        let asker = ScriptedProvider(.blockThread(gate), .entries([0], .never))
        let sibling = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: asker.instance(kind: "notes", label: "asker"), 1: sibling.instance(kind: "notes", label: "sibling")])
        harness.runner.tick()
        #expect(await eventually { asker.lastContext != nil })
        let center = try #require(asker.lastContext?.services.widgetCenter)
        #expect(center.reloadTimeline() == nil, "during a load the reload is on its way")
        #expect(asker.calls.count == 1, "no second call while the first runs")
        gate.open()
        await harness.settle()
        await harness.tick()
        #expect(asker.calls.count == 1, "not the moment the load answered: a widget's own reloads are spaced")
        await harness.advance(to: 1)
        #expect(asker.calls.count == 2, "the reload asked for during the load, once it answered")
        await harness.advance(to: 2)
        #expect(center.reloadTimeline() == nil)
        await harness.settle()
        #expect(asker.calls.count == 3, "with no load under way and the last answer long enough ago, at once")
        #expect(sibling.calls.count == 1, "a widget of the same kind is not asked again")
        #expect(asker.reasons == [.first, .manual, .manual])
    }

    @Test func aReloadAskedForDuringALoadThatFailsComesWithTheRetryNotBefore() async throws {
        // A listening program that prints a frame and exits asks for a reload while the call that will report its end
        // is under way: serving that request at once would start the program again inside its backoff.
        let gate = Gate()
        let listener = ScriptedProvider(.blockThreadThenFail(gate, WidgetProblem("listener exited with status 3; starting it again")),
                                        .entries([0], .never))
        let harness = RunnerHarness([0: listener.instance(kind: "listener")])
        harness.runner.tick()
        #expect(await eventually { listener.lastContext != nil })
        #expect(try #require(listener.lastContext?.services.widgetCenter).reloadTimeline() == nil)
        gate.open()
        await harness.settle()
        await harness.tick()
        #expect(listener.calls.count == 1, "called again at once, inside the backoff")
        #expect(harness.runner.nextWakeDate() == RunnerHarness.at(30), "the retry, 30 s after the failure")
        await harness.advance(to: 30)
        #expect(listener.calls.count == 2, "the retry came")
    }

    @Test func aWatchedFileChangedReloadsTheKindThatWatchesIt() async throws {
        let watcher = FakeFileWatcher()
        let notes = ScriptedProvider(.entries([0], .never))
        let instance = notes.instance(kind: "notes")
        var context = RunnerHarness.context(for: instance)
        context.services = HostServices(fileWatcher: watcher).services(for: instance.config)
        let updates = RunnerUpdates()
        let runner = TimelineRunner(instances: [0: (instance, context)], time: .fixed(RunnerHarness.start), onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)
        let file = URL(fileURLWithPath: "/notes/today.md")
        try #require(notes.lastContext).services.reloadTimelines(whenChanged: file)
        #expect(watcher.owners(of: file) == ["kind notes"])
        watcher.change(file)
        await updates.settle(runner)
        #expect(notes.calls.count == 2)
    }

    @Test func loadsFailuresTimeoutsAndReloadsAreLoggedWithTheWidget() async {
        let log = TestLog()
        let clock = ScriptedProvider(.entries([0, 60], .never))
        let broken = ScriptedProvider(.failure(WidgetProblem("The server said \u{1B}[2Jno")))
        let hung = ScriptedProvider(.hang)
        let harness = RunnerHarness([0: clock.instance(kind: "clock"), 1: broken.instance(kind: "weather", label: "rain"),
                                     2: hung.instance(kind: "slow", label: "hung", timeout: 5)], logger: log.logger)
        await harness.tick()
        await harness.advance(to: 5)
        harness.runner.reload(kind: "clock")
        await harness.settle()
        #expect(log.lines.sorted() == [
            "debug Loading the timeline kind=clock widget=widget Hello",
            "debug Loading the timeline kind=clock widget=widget Hello",
            "debug Loading the timeline kind=slow widget=widget hung",
            "debug Loading the timeline kind=weather widget=widget rain",
            "info Reload requested kind=clock widgets=1",
            "info Timeline loaded entries=2 kind=clock policy=never widget=widget Hello",
            "info Timeline loaded entries=2 kind=clock policy=never widget=widget Hello",
            "warning The timeline load failed error=The server said no kind=weather retry=true widget=widget rain",
            "warning The timeline load timed out kind=slow seconds=5.0 widget=widget hung",
        ])
    }

    @Test func loadsAWidgetAsksForAfterAGoodAnswerAreLoggedAtDebugAndChangesOfStateAtInfo() async throws {
        let log = TestLog()
        let frames = ScriptedProvider(.entries([0], .never), .entries([0], .never), .entries([0], .never),
                                      .failure(WidgetProblem("listener exited with status 1; starting it again")),
                                      .entries([0], .never))
        let harness = RunnerHarness([0: frames.instance(kind: "listener")], logger: log.logger)
        await harness.tick()
        let center = try #require(frames.lastContext?.services.widgetCenter)
        for second in 1...5 {
            await harness.advance(to: Double(second))
            #expect(center.reloadTimeline() == nil, "a second after the last answer, at once")
            await harness.settle()
        }
        harness.runner.reload(kind: "listener")
        await harness.settle()
        #expect(frames.calls.count == 7)
        #expect(log.lines.filter { !$0.hasPrefix("debug Loading") } == [
            "info Timeline loaded entries=1 kind=listener policy=never widget=widget Hello",
            "debug Timeline loaded entries=1 kind=listener policy=never widget=widget Hello",
            "debug Timeline loaded entries=1 kind=listener policy=never widget=widget Hello",
            "warning The timeline load failed error=listener exited with status 1; starting it again kind=listener retry=true widget=widget Hello",
            "info Timeline loaded entries=1 kind=listener policy=never widget=widget Hello",
            "debug Timeline loaded entries=1 kind=listener policy=never widget=widget Hello",
            "info Reload requested kind=listener widgets=1",
            "info Timeline loaded entries=1 kind=listener policy=never widget=widget Hello",
        ], "the first answer, the recovery after the failure and a person's reload at info; the widget's own routine reloads at debug")
    }
}
