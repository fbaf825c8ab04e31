import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// Stacks under the runner, on a test clock: every member keeps its timeline, the rotation follows their relevance
/// at the dates the runner gives, and the members hidden under the top never wake the loop.
struct StackRunnerTests {
    /// A widget whose one timeline holds `entries` (offset in seconds from the start, relevance) and never reloads.
    static func instance(_ label: String, _ entries: [(Double, TimelineEntryRelevance?)]) -> WidgetInstance {
        let timeline = ErasedTimeline(entries: entries.map {
            StubEntry(date: RunnerHarness.at($0.0), label: "\(label) \(Int($0.0))", relevance: $0.1)
        }, policy: .never)
        let config = WidgetConfig(kind: "stub", family: .small, settings: WidgetSettings(["label": .string(label)]), label: label)
        return WidgetInstance(config: config, displayName: label, widget: AnyWidget(
            placeholder: { StubEntry(date: $0.date, label: "placeholder") }, timeline: { _ in timeline },
            view: { entry, _ in Text((entry as? StubEntry)?.label ?? "?") }))
    }

    /// A rotator over one stack in slot 0 holding `count` widgets.
    static func stacks(_ rotation: StackRotation, count: Int, dwell: Int = 60) -> StackRotator {
        let widgets = (0..<count).map { WidgetConfig(kind: "stub", family: .small, settings: WidgetSettings([:]), label: "\($0)") }
        return StackRotator(slots: [.stack(StackConfig(family: .small, rotation: rotation, dwell: dwell, widgets: widgets))])
    }

    @Test func rainRotatesTheWeatherAboveTheClockAtItsDateAndBackAfterItsDuration() async {
        let clock = Self.instance("clock", [(0, nil), (60, nil), (120, nil)])
        let weather = Self.instance("weather", [(0, TimelineEntryRelevance(score: 0)),
                                                (600, TimelineEntryRelevance(score: 0.9, duration: 1800))])
        let harness = RunnerHarness([WidgetPosition(slot: 0, member: 0): clock, WidgetPosition(slot: 0, member: 1): weather])
        var stacks = Self.stacks(.smart, count: 2)
        await harness.tick()
        var tops: [String] = []
        var now = harness.runner.now
        stacks.rotate(at: now, runner: harness.runner)
        while let next = stacks.nextRotationDate(after: now, runner: harness.runner), next <= RunnerHarness.at(3600) {
            await harness.advance(to: next.timeIntervalSince(RunnerHarness.start))
            now = harness.runner.now
            if !stacks.rotate(at: now, runner: harness.runner).isEmpty {
                tops.append("\(Int(now.timeIntervalSince(RunnerHarness.start))): \(stacks.top(of: 0))")
            }
        }
        #expect(tops == ["600: 1", "2400: 0"], "up when the rain's entry begins, down when its 30 minutes end")
    }

    @Test func hiddenMembersNeverWakeTheLoopForTheirEntries() async {
        let everyMinute = (0..<10).map { (Double($0) * 60, TimelineEntryRelevance?.none) }
        let top = Self.instance("top", [(0, nil), (300, nil)])
        let hidden = Self.instance("hidden", everyMinute)
        let harness = RunnerHarness([WidgetPosition(slot: 0, member: 0): top, WidgetPosition(slot: 0, member: 1): hidden])
        await harness.tick()
        let stacks = Self.stacks(.off, count: 2)
        let shown: Set<WidgetPosition> = [stacks.position(of: 0)]
        #expect(harness.runner.nextWakeDate(showing: shown) == RunnerHarness.at(300), "only the top widget's next entry")
        #expect(stacks.nextRotationDate(after: harness.runner.now, runner: harness.runner) == nil)
        var smart = Self.stacks(.smart, count: 2)
        smart.rotate(at: harness.runner.now, runner: harness.runner)
        #expect(smart.nextRotationDate(after: harness.runner.now, runner: harness.runner) == nil,
                "entries without relevance cannot rotate a smart stack, so they wake nothing either")
        #expect(harness.runner.content(of: WidgetPosition(slot: 0, member: 1), at: RunnerHarness.at(61)) != nil,
                "the hidden widget's timeline is kept all the same")
        var carousel = Self.stacks(.every(seconds: 600), count: 2)
        carousel.rotate(at: harness.runner.now, runner: harness.runner)
        #expect(carousel.nextRotationDate(after: harness.runner.now, runner: harness.runner) == RunnerHarness.at(600),
                "a carousel wakes for its turns, not for the hidden entries")
    }

    @Test func aHiddenMembersRetrySchedulesNoWakeOfItsOwnAndItsFailureWakesNothing() async {
        let top = Self.instance("top", [(0, nil), (60, nil)])
        let offline = ScriptedProvider(.failure(WidgetProblem("Can’t reach the weather")))
        let member = WidgetPosition(slot: 0, member: 1)
        let wakes = ChangeSignal()
        let harness = RunnerHarness([WidgetPosition(slot: 0, member: 0): top, member: offline.instance(label: "offline")],
                                    onUpdate: { wakes.signal() })
        await harness.tick()
        let shown: Set<WidgetPosition> = [Self.stacks(.off, count: 2).position(of: 0)]
        #expect(harness.runner.nextWakeDate(showing: [member]) == RunnerHarness.at(30), "on top, its retry wakes the loop")
        #expect(harness.runner.nextWakeDate(showing: []) == RunnerHarness.at(30), "a stack scrolled away still retries on time")
        #expect(harness.runner.nextWakeDate(showing: shown) == RunnerHarness.at(60),
                "under the top, its retry at 30 s wakes nothing of its own: it waits for the top's next entry")
        // The runner records an answer before it reports it, so settling can return before the first failure's wake:
        // wait for both first answers' wakes (the top's entries, the member's failure while nothing was hidden yet).
        #expect(await eventually { wakes.version == 2 }, "the first answers woke the loop \(wakes.version) times, not twice")
        // The loop wakes for the top's entry and the retry starts; its failure draws nothing, so it wakes nothing.
        let before = wakes.version
        await harness.clock.advance(by: .seconds(60))
        harness.runner.tick()
        #expect(await eventually { offline.calls.count == 2 && harness.runner.loadStarted(of: member) == nil },
                "the retry never ran or never answered: \(offline.calls.count) calls")
        #expect(wakes.version == before, "the hidden member's failed retry woke the loop")
        #expect(harness.shown(member) == "failed: Can’t reach the weather")
        #expect(harness.runner.nextWakeDate(showing: shown) == RunnerHarness.at(180),
                "with nothing else to wake for, its next retry (at 120 s) comes a minute late at the latest")
    }

    @Test func aReloadThatKeepsAStacksWidgetsKeepsTheirDataAndTheWidgetOnTop() async throws {
        let text = """
            [[stack]]
            rotation = "off"
            [[stack.widget]]
            kind = "stub"
            label = "one"
            [[stack.widget]]
            kind = "stub"
            label = "two"
            """
        let before = try ConfigLoader(registry: testRegistry).parse(text, file: "config.toml")
        let after = try ConfigLoader(registry: testRegistry).parse("[[widget]]\nkind = \"stub\"\nlabel = \"new\"\n" + text, file: "config.toml")
        let first = Dashboard(config: before, registry: testRegistry, scheme: .dark)
        let updates = RunnerUpdates()
        let runner = first.makeRunner(time: .fixed(RunnerHarness.start), onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)
        var stacks = StackRotator(slots: before.slots)
        stacks.page(0, by: 1, at: RunnerHarness.start)
        let updated = runner.inspection()[WidgetPosition(slot: 0, member: 1)]?.updated

        runner.reconfigure(Dashboard(config: after, registry: testRegistry, scheme: .dark).providerInstances)
        stacks = StackRotator(slots: after.slots, keeping: stacks)
        #expect(stacks.position(of: 1) == WidgetPosition(slot: 1, member: 1), "the stack moved to slot 2 and still shows its second widget")
        #expect(runner.inspection()[WidgetPosition(slot: 1, member: 1)]?.updated == updated, "with the data it had")
        #expect(runner.loadStarted(of: WidgetPosition(slot: 1, member: 1)) == nil, "no new load for it")
        await updates.settle(runner)
        #expect(runner.inspection()[0]?.updated != nil, "the new widget in slot 1 loaded")
    }

    @Test func theTimelineReportSaysWhichWidgetIsOnTopWhyAndUntilWhen() async throws {
        let clock = Self.instance("clock", [(0, nil)])
        let weather = Self.instance("weather", [(0, TimelineEntryRelevance(score: 0.9, duration: 1800))])
        let harness = RunnerHarness([WidgetPosition(slot: 0, member: 0): clock, WidgetPosition(slot: 0, member: 1): weather])
        await harness.tick()
        let widgets = ["clock", "weather"].map { WidgetConfig(kind: $0, family: .small, settings: WidgetSettings([:]), label: $0) }
        let slots = [DashboardSlot.stack(StackConfig(family: .small, rotation: .smart, widgets: widgets))]
        let report = TimelineReport(runner: harness.runner, at: RunnerHarness.start,
                                    stacks: StackRotator(slots: slots, rotatedAt: RunnerHarness.start, runner: harness.runner))
        #expect(report.widgets.map(\.member) == [1, 2])
        #expect(report.stacks.map(\.top) == [2])
        #expect(report.stacks.first?.reason == "weather: score 0.9 until \(RunnerHarness.at(1800).ISO8601Format())")
        #expect(report.stacks.first?.nextRotation == RunnerHarness.at(1800))
        #expect(try report.text().contains("stack in slot 1 · smart · on top: widget 2 of the stack"))
    }
}
