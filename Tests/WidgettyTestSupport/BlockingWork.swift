import Foundation

/// Blocking work (waitpid, read, sleep, a tmux call) run on a thread of its own and awaited, so a test never holds
/// one of the cooperative pool's threads (CI has two) while it waits.
public enum BlockingWork {
    /// `work`'s result, computed on a new thread.
    public static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }

    /// `work`'s result or error, computed on a new thread.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}
