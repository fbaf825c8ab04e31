import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// A widget asking for its own reloads faster than the screen takes them (a listening program printing 100 frames a
/// second) is loaded about ten times a second, the latest frame each time and always the last, and the loop is woken
/// only when its next load moves.
@Suite struct OwnReloadSpacingTests {
    @Test func aBurstOfRequestsIsOneLoadSpacedFromTheLastAnswerAndTheLastRequestIsServed() async throws {
        let frames = ScriptedProvider(.entries([0], .never))
        let wakes = Mutex(0)
        let harness = RunnerHarness([0: frames.instance(kind: "listener")], onUpdate: { wakes.withLock { $0 += 1 } })
        await harness.tick()
        let center = try #require(frames.lastContext?.services.widgetCenter)
        let before = wakes.withLock { $0 }
        for _ in 0..<10 { center.reloadTimeline() }
        await harness.settle()
        #expect(frames.calls.count == 1, "ten requests at the moment of the answer start no load yet")
        #expect(wakes.withLock { $0 } == before + 1, "the loop is woken once, for the new wake date, not for each request")
        #expect(harness.runner.nextWakeDate() == RunnerHarness.at(0.1), "the load comes 0.1 s after the last answer")
        await harness.advance(to: 0.05)
        center.reloadTimeline()
        #expect(frames.calls.count == 1, "still inside the 0.1 s")
        await harness.advance(to: 0.1)
        #expect(frames.calls.count == 2, "one load for the eleven requests")
        center.reloadTimeline()
        await harness.settle()
        await harness.advance(to: 0.5)
        #expect(frames.calls.count == 3, "the request after the burst's last answer is served: the last frame is shown")
        #expect(harness.runner.nextWakeDate() == nil, "nothing more is due")
    }
}
