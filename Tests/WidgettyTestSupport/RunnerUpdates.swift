@testable import WidgettyHost

/// A runner's `onUpdate`, observed, so a test waits for provider calls to answer instead of sleeping.
///
/// Give `onUpdate` to the runner when making it; `settle` then returns once no
/// provider call is under way. The runner records an answer before it calls
/// `onUpdate`, so no answer is missed between looking and waiting.
public final class RunnerUpdates: Sendable {
    private let answers = ChangeSignal()

    /// Observes nothing yet: pass `onUpdate` to the runner.
    public init() {}

    /// What the runner calls when a provider call answers.
    public var onUpdate: @Sendable () -> Void {
        { [answers] in answers.signal() }
    }

    /// Waits until `condition` holds, looking again each time the runner reports (an answer, an intent done).
    public func wait(until condition: () -> Bool) async {
        while true {
            let seen = answers.version
            if condition() { return }
            await answers.wait(after: seen)
        }
    }

    /// Waits until no provider call is under way for any of `runner`'s widgets, except the slots `skipping` names
    /// (tests skip the providers they made hang).
    public func settle(_ runner: TimelineRunner, skipping: (Int) -> Bool = { _ in false }) async {
        let slots = runner.inspection().keys.filter { !skipping($0) }
        while true {
            let seen = answers.version
            guard slots.contains(where: { runner.loadStarted(of: $0) != nil }) else { return }
            await answers.wait(after: seen)
        }
    }
}
