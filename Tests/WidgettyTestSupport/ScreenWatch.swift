import Foundation
import Synchronization

/// A read of a tmux screen that started at once, on a thread of its own, and is awaited later (`TmuxSession.watch`):
/// a state that lasts a few seconds (a placeholder, an activity indicator) is seen even when the test's task waits
/// longer than that for a thread of the cooperative pool between the key that starts it and the wait.
public final class ScreenWatch: Sendable {
    private let outcome = Mutex<Result<[String], any Error>?>(nil)

    /// Starts `read` (which gives up by its own deadline) on a new thread.
    init(_ read: @escaping @Sendable () throws -> [String]) {
        Thread.detachNewThread {
            let result = Result { try read() }
            self.outcome.withLock { $0 = result }
        }
    }

    /// The screen the read ended on, or its error (the screen it saw when it gave up); waits on a thread of its own.
    public func screen() async throws -> [String] {
        try await BlockingWork.run {
            while true {
                if let result = self.outcome.withLock({ $0 }) { return try result.get() }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }
}
