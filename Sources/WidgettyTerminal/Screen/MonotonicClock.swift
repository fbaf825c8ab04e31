import Glibc

/// The monotonic clock, which no change of the wall clock moves, for bounded waits.
enum MonotonicClock {
    /// Milliseconds since an arbitrary moment (the boot).
    static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
