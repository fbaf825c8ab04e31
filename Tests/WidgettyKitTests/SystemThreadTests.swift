import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport

/// The pthread thread and condition that replaced Foundation's `Thread` and `NSCondition` in the shipped program.
@Suite struct SystemThreadTests {
    /// A thread runs its work under its own name, and hands the result over through the condition.
    @Test func aThreadRunsNamedAndSignals() async {
        let condition = ThreadCondition()
        let seen = Mutex<String?>(nil)
        let outcome = await BlockingWork.run { () -> String in
            condition.lock()
            let started = SystemThread.start(named: "widgetty-test-thread") {
                let name = (try? BoundedFile.bytes(atPath: "/proc/thread-self/comm", limit: 64)).flatMap { $0 }
                condition.lock()
                seen.withLock { $0 = name.map { String(decoding: $0, as: UTF8.self) } ?? "unreadable" }
                condition.signal()
                condition.unlock()
            }
            guard started else { condition.unlock(); return "the system started no thread" }
            // Bounded: ten waits of a second each at most, for a thread that starts at once.
            for _ in 0..<10 where seen.withLock({ $0 }) == nil { condition.wait(timeout: .seconds(1)) }
            condition.unlock()
            return seen.withLock { $0 } ?? "no signal within 10 s"
        }
        #expect(outcome == "widgetty-test-t\n", "the kernel keeps 15 bytes of a thread's name")
    }

    /// A wait nobody signals ends when its time is up, and says so.
    @Test func anUnsignalledWaitTimesOut() async {
        let timedOut = await BlockingWork.run { () -> Bool in
            let condition = ThreadCondition()
            condition.lock()
            defer { condition.unlock() }
            // A wait may also end spuriously: only a timeout answers false.
            for _ in 0..<100 where !condition.wait(timeout: .milliseconds(1)) { return true }
            return false
        }
        #expect(timedOut)
    }
}
