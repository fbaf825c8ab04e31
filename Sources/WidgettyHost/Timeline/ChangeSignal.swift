import Synchronization

/// Lets async code wait, without polling, until the runner records a change (every widget has its first answer).
///
/// Each signal bumps a version; a waiter names the version it has seen and
/// returns as soon as the version differs, or when its task is cancelled.
public final class ChangeSignal: Sendable {
    private struct State {
        var version = 0
        var nextWaiter = 0
        var waiters: [Int: UnsafeContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    /// A signal with no change recorded yet.
    public init() {}

    /// The number of changes so far.
    public var version: Int { state.withLock { $0.version } }

    /// Records a change and wakes every waiter.
    public func signal() {
        let waiters = state.withLock { state in
            state.version += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the version is no longer `seen`, `seconds` of real time have passed (nil: no limit), or the task is cancelled.
    public func wait(after seen: Int, atMost seconds: Double?) async {
        guard let seconds else { return await wait(after: seen) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await Task.sleep(for: .seconds(seconds)) }
            group.addTask { await self.wait(after: seen) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Returns once the version is no longer `seen`, or the task is cancelled.
    public func wait(after seen: Int) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.version != seen || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
