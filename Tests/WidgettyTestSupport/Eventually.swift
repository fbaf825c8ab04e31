import Foundation

/// Whether `condition` becomes true while the provider threads run, checked every 5 ms.
///
/// The limit is 30 s of real time, not a count of checks: on a loaded machine the provider thread
/// may not run for a while (a stress run beside a whole second build took a shell more than 10 s to write a file). A short sleep, not a yield, between checks: spinning would take the
/// very core the threads being waited for need.
public func eventually(_ condition: () -> Bool) async -> Bool {
    let limit = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < limit {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
