import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// A widget asking for its own reloads faster than the screen takes them (a listening program printing 100 frames a
/// second) is loaded about ten times a second, the latest frame each time: a request too soon after the last answer
/// schedules nothing and wakes no one, and tells the widget when to ask again, so the loop wakes only for loads.
@Suite struct OwnReloadSpacingTests {
    /// Whether `wait` is `seconds`, to a microsecond (dates are doubles).
    static func isAbout(_ wait: Duration?, _ seconds: Double) -> Bool {
        guard let wait else { return false }
        let off = wait - .seconds(seconds)
        return off < .microseconds(1) && off > .microseconds(-1)
    }

    @Test func aRequestInsideTheSpacingSchedulesAndWakesNothingAndSaysWhenToAskAgain() async throws {
        let frames = ScriptedProvider(.entries([0], .never))
        let wakes = Mutex(0)
        let harness = RunnerHarness([0: frames.instance(kind: "listener")], onUpdate: { wakes.withLock { $0 += 1 } })
        await harness.tick()
        let center = try #require(frames.lastContext?.services.widgetCenter)
        // Settling can return between the first answer's record and its wake: wait for that wake.
        #expect(await eventually { wakes.withLock { $0 } == 1 }, "the first answer woke the loop \(wakes.withLock { $0 }) times, not once")
        let before = wakes.withLock { $0 }
        let answers = (0..<10).map { _ in center.reloadTimeline() }
        await harness.settle()
        #expect(frames.calls.count == 1, "ten requests at the moment of the answer start no load")
        #expect(answers.allSatisfy { Self.isAbout($0, 0.1) }, "each is told to ask again 0.1 s after the answer: \(answers)")
        #expect(wakes.withLock { $0 } == before, "the loop is not woken for a load that cannot start yet")
        #expect(harness.runner.nextWakeDate() == nil, "nothing is scheduled: the widget asks again")
        await harness.advance(to: 0.05)
        let later = center.reloadTimeline()
        #expect(Self.isAbout(later, 0.05) && frames.calls.count == 1, "still inside the 0.1 s: \(String(describing: later))")
        await harness.advance(to: 0.1)
        #expect(center.reloadTimeline() == nil, "asked again when told, the load is on its way")
        await harness.settle()
        #expect(frames.calls.count == 2, "one load for the twelve requests")
        #expect(wakes.withLock { $0 } > before, "the loop is woken for the load that started and its answer")
        #expect(harness.runner.nextWakeDate() == nil, "nothing more is due")
    }
}
