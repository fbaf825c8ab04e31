import Foundation
import Testing
import WidgettyTestSupport

/// A dashboard at rest hands its read-only pages back again before a long sleep, not only after its first frame, and
/// runs on: its clock (started with the hidden `--start-at` 16 s before a minute) ticks, draws the new minute, hands
/// back before the minute's sleep, and still answers a key.
@Suite(.takesTurns) struct PageHandBackSessionTests {
    @Test func aClockHandsBackItsPagesBeforeItsMinutesSleepAndStillAnswers() async throws {
        let session = try await DashboardSession(arguments: "--log-level debug --start-at 2026-11-24T09:59:44Z")
        let log = session.stateDirectory.appendingPathComponent("widgetty/widgetty.log")
        var handBacks = 0
        // The minute comes 16 s after the start; one minute more if the first frame came over 6 s late (a loaded machine).
        let deadline = ContinuousClock.now + .seconds(90)
        while ContinuousClock.now < deadline {
            handBacks = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").components(separatedBy: "Read-only pages handed back").count - 1
            if handBacks >= 2 { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(handBacks >= 2, "after the first frame, then before the minute's sleep: \(handBacks) in the log")
        _ = try await session.tmux.waitFor(text: "05:00", timeout: 30)  // New York's row once 10:00 UTC has come
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
