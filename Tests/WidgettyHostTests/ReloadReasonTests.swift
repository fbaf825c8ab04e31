import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// Each provider call is told why it runs (`WidgetContext.reloadReason`), on a `TestClock`.
@Suite struct ReloadReasonTests {
    /// An intent that does nothing but succeed, so the runner reloads its widget after it.
    struct Nudge: WidgetIntent {
        static let title = "Nudge"
        func perform() async throws {}
    }

    @Test func theFirstLoadThenTheScheduleThenAPersonThenAnAction() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 600))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 600)
        #expect(provider.reasons == [.first, .schedule])
        harness.runner.reload()
        await harness.settle()
        harness.runner.reload(0)
        await harness.settle()
        #expect(provider.reasons == [.first, .schedule, .manual, .manual], "widgetty reload, then Refresh")
        harness.runner.perform(Nudge(), for: 0)
        #expect(await eventually { provider.reasons.count == 5 })
        await harness.settle()
        #expect(provider.reasons.last == .action)
    }

    @Test func aReloadStartedOverAMinuteLateIsAWake() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 600))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        await harness.advance(to: 660)
        #expect(provider.reasons == [.first, .schedule], "a minute late is still the schedule")
        await harness.advance(to: 1260 + 3600)
        #expect(provider.reasons == [.first, .schedule, .wake], "the loop slept an hour past the reload")
        #expect(provider.calls.last == RunnerHarness.at(4860))
    }

    @Test func aRetryAfterAFailedFirstLoadIsTheSchedule() async {
        let provider = ScriptedProvider(.failure(WidgetProblem("offline")), .entries([0], .never))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 30)
        #expect(provider.reasons == [.first, .schedule])
    }

    @Test func aWidgetNewOrChangedInAnEditedConfigurationLoadsForTheConfiguration() async {
        let kept = ScriptedProvider(.entries([0], .never))
        let changed = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: kept.instance(label: "kept"), 1: changed.instance(label: "before")])
        await harness.tick()
        let instances: [WidgetPosition: WidgetInstance] = [0: kept.instance(label: "kept"), 1: changed.instance(label: "after")]
        harness.runner.reconfigure(instances.mapValues { ($0, RunnerHarness.context(for: $0)) })
        await harness.settle()
        #expect(kept.reasons == [.first], "an unchanged widget is not asked again")
        #expect(changed.reasons == [.first, .config])
    }
}
