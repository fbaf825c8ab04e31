import Glibc

/// A lock with a condition to wait on (pthread's mutex and condition variable), for threads of the system's own:
/// what Foundation's `NSCondition` was used for, which FoundationEssentials lacks. Waits with a timeout count on
/// the monotonic clock, so a change of the wall clock moves no deadline.
public final class ThreadCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// A lock that nobody holds.
    public init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Wakes one thread waiting on the condition (call with the lock held).
    public func signal() { pthread_cond_signal(condition) }

    /// Wakes every thread waiting on the condition (call with the lock held).
    public func broadcast() { pthread_cond_broadcast(condition) }

    /// Gives the lock up until the condition is signalled, then takes it again (call with the lock held; a wait may
    /// also end without a signal, so callers check what they wait for).
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// As `wait()`, for at most `timeout`; false when the time ran out.
    @discardableResult
    public func wait(timeout: Duration) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let (seconds, attoseconds) = max(timeout, .zero).components
        let nanoseconds = Int64(now.tv_nsec) + attoseconds / 1_000_000_000
        var deadline = timespec()
        // A timeout beyond a century is a wait without one, in all but name.
        deadline.tv_sec = now.tv_sec + time_t(min(seconds, 3_155_760_000) + nanoseconds / 1_000_000_000)
        deadline.tv_nsec = Int(nanoseconds % 1_000_000_000)
        return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
    }
}
