import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// The shared runner on a `TestClock`: nothing here sleeps.
@Suite struct TimelineRunnerTests {
    @Test func entriesSwitchExactlyAtTheirDatesWithoutAskingTheProvider() async {
        let provider = ScriptedProvider(.entries([0, 60, 120], .never))
        let harness = RunnerHarness([0: provider.instance()])
        #expect(harness.shown() == "placeholder")
        await harness.tick()
        #expect(harness.shown() == "t+0")
        #expect(harness.runner.nextWakeDate() == RunnerHarness.at(60))
        await harness.advance(to: 59.999)
        #expect(harness.shown() == "t+0")
        await harness.advance(to: 60)
        #expect(harness.shown() == "t+60")
        await harness.advance(to: 120)
        #expect(harness.shown() == "t+120")
        #expect(provider.calls.count == 1)
    }

    @Test func entriesOffScreenDoNotWakeTheLoopButReloadsDo() async {
        let everySecond = ScriptedProvider(.entries((0..<120).map(Double.init), .never))
        let quiet = ScriptedProvider(.entriesReloadingAfter([0], seconds: 900))
        let harness = RunnerHarness([0: everySecond.instance(label: "seconds"), 1: quiet.instance(label: "quiet")])
        await harness.tick()
        #expect(harness.runner.nextWakeDate(showing: [0, 1]) == RunnerHarness.at(1))
        #expect(harness.runner.nextWakeDate(showing: [1]) == RunnerHarness.at(900), "the per-second tile is scrolled away")
        #expect(harness.runner.nextWakeDate(showing: []) == RunnerHarness.at(900), "reloads happen off screen too")
        await harness.advance(to: 30)
        #expect(harness.shown(0) == "t+30", "scrolled back, the tile shows the entry of the moment")
    }

    @Test func aRetryUnderTheFailuresBadgeWaitsForAWakeAndItsFailureWakesNothing() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 300), .failure(WidgetProblem("Can’t reach it")))
        let wakes = ChangeSignal()
        let harness = RunnerHarness([0: provider.instance()], onUpdate: { wakes.signal() })
        await harness.tick()
        await harness.advance(to: 300)
        #expect(harness.shown() == "t+0 (stale)", "the first failure puts the badge on the data: the loop hears of it")
        #expect(harness.runner.nextWakeDate(showing: [0]) == RunnerHarness.at(390),
                "the tile says nothing of the retry at 330 s: it may wait a minute for a wake the loop makes anyway")
        #expect(harness.runner.nextWakeDate(showing: [1]) == RunnerHarness.at(390), "off screen too")
        // Settling can return between an answer's record and its wake: wait for both wakes (the entries, the badge).
        #expect(await eventually { wakes.version == 2 }, "the first two answers woke the loop \(wakes.version) times, not twice")
        let before = wakes.version
        await harness.clock.advance(by: .seconds(30))
        harness.runner.tick()
        #expect(await eventually { provider.calls.count == 3 && harness.runner.loadStarted(of: 0) == nil },
                "the retry never ran or never answered: \(provider.calls.count) calls")
        #expect(wakes.version == before, "a failure after a failure, under the same badge, woke the loop")
        #expect(harness.shown() == "t+0 (stale)")
    }

    @Test func offScreenTheLoopStillWakesForDeadlinesAndRetries() async {
        let hung = ScriptedProvider(.hang)
        let harness = RunnerHarness([0: hung.instance(label: "hung")])
        await harness.tick()
        #expect(harness.runner.nextWakeDate(showing: []) == RunnerHarness.at(15), "the deadline of the call in flight")
        await harness.advance(to: 15)
        #expect(harness.runner.nextWakeDate(showing: []) == RunnerHarness.at(45), "the retry, 30 s after the timeout")
        #expect(harness.runner.nextWakeDate(showing: []) == harness.runner.nextWakeDate(), "the same moment the whole schedule gives")
    }

    @Test func atEndReloadsWhenTheLastEntryComes() async {
        let provider = ScriptedProvider(.entries([0, 300, 600], .atEnd))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 599)
        #expect(provider.calls == [RunnerHarness.at(0)])
        await harness.run(until: 600)
        #expect(provider.calls == [RunnerHarness.at(0), RunnerHarness.at(600)])
    }

    @Test func afterReloadsAtItsDate() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 900))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 2000)
        #expect(provider.calls == [0, 900, 1800].map(RunnerHarness.at))
    }

    @Test func neverWaitsForSomeoneToAsk() async {
        let provider = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        #expect(harness.runner.nextWakeDate() == nil, "nothing to wake for")
        await harness.advance(to: 86_400)
        #expect(provider.calls.count == 1)
        #expect(harness.runner.reload(kind: "stub") == 1)
        await harness.settle()
        #expect(provider.calls == [0, 86_400].map(RunnerHarness.at))
    }

    @Test func theBudgetHoldsAGreedyProviderToFiveMinutesApart() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 1))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 3600)
        let gaps = zip(provider.calls, provider.calls.dropFirst()).map { $1.timeIntervalSince($0) }
        #expect(provider.calls.count == 13, "at 0, 5, 10 … 60 minutes")
        #expect(gaps.allSatisfy { $0 == 300 })
    }

    @Test func theBudgetAllowsSeventyLoadsADay() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 1))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 86_399)
        #expect(provider.calls.count == 70)
        #expect(provider.calls.last == RunnerHarness.at(69 * 300))
        await harness.run(until: 86_400)
        #expect(provider.calls.count == 71, "the first load of the window has aged out")
    }

    @Test func aWidgetThatReadsLocalFilesReloadsAtItsOwnIntervalAllDay() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 60))
        let harness = RunnerHarness([0: provider.instance(localReloadInterval: 10)])
        await harness.run(until: 3_600)
        #expect(provider.calls.count == 61, "once a minute, not once in five")
        #expect(provider.calls.last == RunnerHarness.at(3_600))
        let fast = ScriptedProvider(.entriesReloadingAfter([0], seconds: 1))
        let spaced = RunnerHarness([0: fast.instance(localReloadInterval: 10)])
        await spaced.run(until: 100)
        #expect(fast.calls.count == 11, "never closer than its interval")
    }

    @Test func reloadsAPersonAsksForAreExemptFromTheBudget() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 1))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        await harness.advance(to: 10)
        harness.runner.reload()
        await harness.settle()
        #expect(provider.calls == [0, 10].map(RunnerHarness.at))
        await harness.run(until: 299)
        #expect(provider.calls.count == 2, "the budget still counts from the last load it counted")
        await harness.run(until: 300)
        #expect(provider.calls.count == 3)
    }

    @Test func aHungProviderTimesOutWhileOthersKeepUpdating() async {
        let hung = ScriptedProvider(.hang)
        let clock = ScriptedProvider(.entries(stride(from: 0, through: 600, by: 60).map { $0 }, .atEnd))
        let harness = RunnerHarness([0: hung.instance(label: "hung"), 1: clock.instance(label: "clock")])
        await harness.tick()
        #expect(harness.shown(0) == "placeholder")
        #expect(harness.shown(1) == "t+0", "the other widget is not held up")
        #expect(harness.runner.nextWakeDate() == RunnerHarness.at(15), "the loop wakes for the deadline")
        await harness.advance(to: 14.9)
        #expect(harness.shown(0) == "placeholder")
        await harness.advance(to: 15)
        #expect(harness.shown(0) == "failed: Stub didn’t answer within 15\u{A0}s")
        #expect(await eventually { hung.cancellations == 1 }, "the hung call was cancelled")
        await harness.run(until: 120)
        #expect(harness.shown(1) == "t+120")
        #expect(clock.calls.count == 1)
    }

    @Test func aProviderThatBlocksItsThreadDoesNotHoldUpTheOthers() async {
        let gate = Gate()
        let blocking = ScriptedProvider(.blockThread(gate))
        let quick = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: blocking.instance(label: "hung blocking"), 1: quick.instance(label: "quick")])
        await harness.tick()
        #expect(harness.shown(1) == "t+0", "answered while the other provider's thread is blocked")
        #expect(harness.shown(0) == "placeholder")
        gate.open()
        #expect(await eventually { harness.shown(0) == "t+0" }, "the blocked one answers once it can")
    }

    @Test func aWidgetsOwnTimeoutIsKept() async {
        let hung = ScriptedProvider(.hang)
        let harness = RunnerHarness([0: hung.instance(label: "hung", timeout: 3)])
        await harness.tick()
        await harness.advance(to: 3)
        #expect(harness.shown() == "failed: Stub didn’t answer within 3\u{A0}s")
    }

    @Test func failuresBackOffThenASuccessRestoresTheSchedule() async {
        let failure = ScriptedProvider.Answer.failure(.unreachable(host: "api.example.com"))
        let provider = ScriptedProvider(failure, failure, failure, failure, failure, failure, failure, failure,
                                        .entriesReloadingAfter([0], seconds: 600))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 10_000)
        let gaps = zip(provider.calls, provider.calls.dropFirst()).map { $1.timeIntervalSince($0) }
        #expect(Array(gaps.prefix(9)) == [30, 60, 120, 240, 480, 960, 1800, 1800, 600])
        #expect(harness.shown() == "t+0")
    }

    /// Offline for a while, the next try is many minutes away; a person's reload that fails too brings it back to 30 s.
    @Test func aPersonsReloadStartsTheBackoffAfresh() async {
        let failure = ScriptedProvider.Answer.failure(.unreachable(host: "api.example.com"))
        let provider = ScriptedProvider(failure, failure, failure, failure, failure, failure)
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 500)
        #expect(provider.calls.count == 5, "tries at 0, 30, 90, 210 and 450 s")
        harness.runner.reload(0)
        await harness.settle()
        #expect(provider.calls.count == 6)
        guard case .failure(let failure)? = harness.runner.content(of: 0, at: harness.runner.now) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.retryAt.map { $0.timeIntervalSince(harness.runner.now) } == 30, "not 960 s, the sixth failure's wait")
    }

    @Test(arguments: [(0.0, 27.0), (0.999_999, 33.0)])
    func retriesAreJitteredByTenPercent(unit: Double, expected: Double) async {
        let provider = ScriptedProvider(.failure(.unreachable(host: "api.example.com")))
        let harness = RunnerHarness([0: provider.instance()], jitter: unit)
        await harness.tick()
        guard case .failure(let failure)? = harness.runner.content(of: 0, at: harness.runner.now) else {
            Issue.record("expected a failure")
            return
        }
        #expect(abs(failure.retryAt!.timeIntervalSince(RunnerHarness.start) - expected) < 0.001)
    }

    @Test func identicalWidgetsShareOneFetch() async {
        let provider = ScriptedProvider(.entries([0], .never))
        let other = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: provider.instance(), 1: provider.instance(), 2: other.instance(label: "other")])
        await harness.tick()
        #expect(provider.calls.count == 1)
        #expect(other.calls.count == 1)
        #expect([harness.shown(0), harness.shown(1), harness.shown(2)] == ["t+0", "t+0", "t+0"])
        #expect(harness.runner.reload() == 3, "a reload counts the widgets, not the fetches")
        await harness.settle()
        #expect(provider.calls.count == 2, "and still makes one fetch for the two that share it")
    }

    @Test func aFailedReloadKeepsTheLastGoodDataAsStale() async {
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 300), .failure(.unreachable(host: "api.example.com")))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.run(until: 300)
        #expect(harness.shown() == "t+0 (stale)")
        guard case .entry(_, let stale?)? = harness.runner.content(of: 0, at: harness.runner.now) else {
            Issue.record("expected stale data")
            return
        }
        #expect(stale.updated == RunnerHarness.start)
        #expect(stale.failure == LoadFailure(message: "Can’t reach api.example.com", retryAt: RunnerHarness.at(330)))
    }

    @Test func freshDataIsNotStaleAndDataOlderThanItsReloadIsOnceTheReloadDoesNotComeBack() async {
        // Reloads every 5 minutes; the reload at 300 s hangs until its 2-minute timeout, so the data on screen age.
        let provider = ScriptedProvider(.entriesReloadingAfter([0], seconds: 300), .hang)
        let harness = RunnerHarness([0: provider.instance(label: "hung", timeout: 120)])
        await harness.tick()
        #expect(await eventually { harness.shown() == "t+0" })
        await harness.advance(to: 300)
        #expect(harness.shown() == "t+0", "the reload runs; a minute's grace before the data count as old")
        #expect(harness.runner.nextWakeDate(showing: [0]) == RunnerHarness.at(360), "the loop wakes when the tile turns old")
        await harness.advance(to: 360)
        guard case .entry(_, let stale?)? = harness.runner.content(of: 0, at: harness.runner.now) else {
            Issue.record("expected old data")
            return
        }
        #expect(stale == .old(updated: RunnerHarness.start), "old, with no failure (no badge)")
    }

    @Test func dataThatNeverReloadsTurnsOldAfterAnHour() async {
        let provider = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        await harness.advance(to: 3600)
        #expect(harness.shown() == "t+0")
        await harness.advance(to: 3660)
        #expect(harness.shown() == "t+0 (stale)")
    }

    @Test func aFirstLoadThatFailsSaysWhyAndWhenItRetries() async {
        let provider = ScriptedProvider(.failure(.unreachable(host: "api.example.com")), .entries([0], .never))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        #expect(harness.shown() == "failed: Can’t reach api.example.com")
        await harness.run(until: 30)
        #expect(harness.shown() == "t+0")
    }

    @Test func waitingForFirstAnswersKeepsAFailureAndItsFirstRetryHoweverLongTheOthersTake() async {
        let failing = ScriptedProvider(.failure(.unreachable(host: "api.example.com")), .entries([0], .never))
        let hung = ScriptedProvider(.hang)
        let harness = RunnerHarness([0: failing.instance(label: "failing"), 1: hung.instance(label: "hung", timeout: 60)])
        await harness.tick()
        harness.runner.tick(at: RunnerHarness.at(45), onlyFirstLoads: true)
        await harness.settle()
        #expect(failing.calls.count == 1, "the retry due at 30 s waits")
        #expect(harness.shown(0) == "failed: Can’t reach api.example.com")
        guard case .failure(let failure)? = harness.runner.content(of: 0, at: harness.runner.now) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.retryAt == RunnerHarness.at(30), "still the first retry")
        await harness.advance(to: 45)
        #expect(harness.shown(0) == "t+0", "an ordinary tick retries")
    }

    @Test func aWidgetThatNeedsConfigurationDoesNotRetry() async {
        let provider = ScriptedProvider(.failure(.needsConfiguration("Set latitude and longitude to see the weather")))
        let harness = RunnerHarness([0: provider.instance()])
        await harness.tick()
        #expect(harness.shown() == "failed: Set latitude and longitude to see the weather")
        #expect(harness.runner.nextWakeDate() == nil)
        await harness.run(until: 86_400)
        #expect(provider.calls.count == 1)
    }

    @Test func previewsShowTheProvidersSnapshotWithoutFetching() async {
        let fetches = ScriptedProvider(.failure(.unreachable(host: "api.example.com")))
        let scripted = fetches.instance()
        let instance = WidgetInstance(
            config: scripted.config, displayName: "Stub", widget: AnyWidget(
                placeholder: scripted.placeholder(in:),
                snapshot: { StubEntry(date: $0.date, label: $0.isPreview ? "preview" : "not marked as a preview") },
                timeline: scripted.timeline(in:), view: scripted.view(for:in:)))
        let harness = RunnerHarness([0: instance.previewing()])
        await harness.tick()
        #expect(harness.shown() == "preview")
        #expect(fetches.calls.isEmpty)
        #expect(harness.runner.nextWakeDate() == nil, "a preview never reloads")
    }

    @Test func aNewConfigurationKeepsUnchangedWidgetsAndTheirData() async {
        let kept = ScriptedProvider(.entries([0], .never))
        let removed = ScriptedProvider(.entries([0], .never))
        let added = ScriptedProvider(.entries([0], .never))
        let harness = RunnerHarness([0: kept.instance(label: "kept"), 1: removed.instance(label: "removed")])
        await harness.tick()
        await harness.advance(to: 60)
        let instances: [WidgetPosition: WidgetInstance] = [0: added.instance(label: "added"), 1: kept.instance(label: "kept")]
        harness.runner.reconfigure(instances.mapValues { ($0, RunnerHarness.context(for: $0)) })
        await harness.settle()
        #expect(kept.calls.count == 1, "no new fetch for an unchanged widget")
        #expect(harness.shown(1) == "t+0", "its data moved with it to its new slot")
        #expect(added.calls == [RunnerHarness.at(60)])
        #expect(harness.shown(0) == "t+0")
    }

    @Test func removingAWidgetCancelsItsWork() async {
        let hung = ScriptedProvider(.hang)
        let harness = RunnerHarness([0: hung.instance(label: "hung")])
        await harness.tick()
        harness.runner.reconfigure([:])
        #expect(await eventually { hung.cancellations == 1 }, "the call in flight sees its task cancelled")
        #expect(harness.runner.nextWakeDate() == nil, "no deadline left to wake for")
        #expect(harness.runner.content(of: 0, at: harness.runner.now) == nil)
    }
}
