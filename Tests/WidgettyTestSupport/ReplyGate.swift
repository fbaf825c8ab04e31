import Foundation
import Synchronization

/// A gate a test opens to let `LocalHTTPServer` answer a held request (`Reply.gated`): a slow network whose end the
/// test decides, where a fixed pause would race a loaded machine's first frame.
public final class ReplyGate: Sendable {
    private let opened = Mutex(false)

    /// A closed gate.
    public init() {}

    /// Lets every request held at this gate, and every later one, be answered.
    public func open() {
        opened.withLock { $0 = true }
    }

    /// Waits on the calling thread (the server's own, never a cooperative one) until the gate opens, for
    /// `limit` seconds at most, so a test that never opens it does not hold the server for ever; false when the
    /// limit came first.
    func waitOnThisThread(limit: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int64(limit * 1000))
        while !opened.withLock({ $0 }) {
            if ContinuousClock.now > deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }
}
