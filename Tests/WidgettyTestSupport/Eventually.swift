import Foundation

/// Whether `condition` becomes true while the provider threads run, yielding rather than sleeping between checks.
///
/// The limit is 10 s of real time, not a count of yields: on a loaded machine the provider thread
/// may not run for a while, and a count of yields can pass in a few milliseconds.
public func eventually(_ condition: () -> Bool) async -> Bool {
    let limit = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
