import Synchronization

/// The xbar parameters a widget's plugin used that widgetty ignores and that were logged already: each is logged
/// once for the widget's life, not at every run or, for a listening plugin, every frame.
final class IgnoredParameterLog: Sendable {
    private let logged = Mutex<Set<String>>([])

    /// Those of `parameters` not logged before, in order, now counted as logged.
    func firstSeen(_ parameters: [String]) -> [String] {
        logged.withLock { logged in parameters.filter { logged.insert($0).inserted } }
    }
}
