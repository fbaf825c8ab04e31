import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport

/// A value handed from one thread to another once: taken whether it came before or after the taker asked.
@Suite struct HandoffTests {
    @Test func aValueGivenFirstIsTakenAtOnceAndThenHeldNoMore() async {
        let handoff = Handoff<String>()
        handoff.put("report")
        let taken = await BlockingWork.run { (handoff.take(within: .seconds(10)), handoff.take(within: .milliseconds(1))) }
        #expect(taken.0 == "report")
        #expect(taken.1 == nil, "taken once: the handoff holds it no more")
    }

    @Test func aTakerWaitsForTheValueAnotherThreadGives() async {
        let handoff = Handoff<Int>()
        let taken = await BlockingWork.run { () -> Int? in
            SystemThread.start { handoff.put(42) }
            return handoff.take(within: .seconds(10))
        }
        #expect(taken == 42, "nil: no value within 10 s")
    }

    @Test func aTakeWithinATimeNobodyGivesEndsWithNothing() async {
        let handoff = Handoff<Int>()
        #expect(await BlockingWork.run { handoff.take(within: .milliseconds(20)) } == nil)
    }
}
