import Testing
import WidgettyKit
import WidgettyTestSupport

/// A value handed from one thread to another once: taken whether it came before or after the taker asked, and not
/// kept once taken.
@Suite(.timeLimit(.minutes(1))) struct HandoffTests {
    /// A value whose release can be seen.
    private final class Token: Sendable {}

    @Test func aValueGivenFirstIsTakenAndThenHeldNoMore() async {
        let handoff = Handoff<Token>()
        weak var released: Token?
        do {
            let token = Token()
            released = token
            handoff.put(token)
        }
        let taken = await BlockingWork.run { handoff.take() }
        #expect(taken === released)
        _ = consume taken
        #expect(released == nil, "the handoff still holds what was taken")
    }

    @Test func aTakerWaitsForTheValueAnotherThreadGives() async {
        let handoff = Handoff<Int>()
        let taken = await BlockingWork.run { () -> Int in
            SystemThread.start { handoff.put(42) }
            return handoff.take()
        }
        #expect(taken == 42)
    }
}
