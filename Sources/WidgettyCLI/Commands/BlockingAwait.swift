import Dispatch

/// Runs async work from synchronous code and waits for it.
///
/// The command line runs on the main thread, which the dashboard's event
/// loop owns (ARCHITECTURE.md, "Threads"); commands that need async work, such as `render`,
/// hand it to a task and wait here.
func blockingAwait<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<Value>()
    Task {
        box.value = await work()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// Carries a task's result back to the waiting thread; the semaphore orders the accesses.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
