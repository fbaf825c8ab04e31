import Foundation

/// Whether `condition` becomes true while the provider threads run, checked every 5 ms.
///
/// The limit is 30 s of real time in which this check got to run, not a count of checks: on a loaded machine the
/// provider thread may not run for a while (a stress run beside a whole second build took a shell more than 10 s to
/// write a file). A stall of this task itself (CI's pool has two threads, and other tests may hold both) does not
/// count against it: the work it waits for was often queued behind the same stall, and a check right after one would
/// fail for nothing. Stalls add at most 120 s, so the wait always ends. A short sleep, not a yield, between checks:
/// spinning would take the very core the threads being waited for need.
public func eventually(_ condition: () -> Bool) async -> Bool {
    let start = ContinuousClock.now
    var limit = start + .seconds(30)
    var last = start
    while ContinuousClock.now < limit {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
        let now = ContinuousClock.now
        if now - last > .seconds(1) { limit = min(limit + (now - last), start + .seconds(150)) }
        last = now
    }
    return condition()
}
