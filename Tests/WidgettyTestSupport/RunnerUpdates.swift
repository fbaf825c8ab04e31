// Swift Testing is there only when tests are built: `swift build -c release` (`make release`) builds this target
// too, without it.
#if canImport(Testing)
import Testing
import WidgettyHost

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

    /// Waits until `condition` holds, looking again each time the runner reports (an answer, an intent done); false
    /// when `seconds` of real time pass first, so a test whose runner never gets there fails instead of hanging.
    @discardableResult
    public func wait(atMost seconds: Double = 60, until condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let seen = answers.version
            if condition() { return true }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            await answers.wait(after: seen, atMost: Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18)
        }
    }

    /// Waits until no provider call is under way for any of `runner`'s widgets, except the slots `skipping` names
    /// (tests skip the providers they made hang), for at most `seconds` of real time; past that, records an issue
    /// naming the widgets still loading, and returns.
    public func settle(_ runner: TimelineRunner, atMost seconds: Double = 60, skipping: (WidgetPosition) -> Bool = { _ in false }) async {
        let slots = runner.inspection().keys.filter { !skipping($0) }
        let loading = { slots.filter { runner.loadStarted(of: $0) != nil } }
        let settled = await wait(atMost: seconds) { loading().isEmpty }
        if !settled {
            Issue.record("provider calls still under way after \(seconds) s, at \(loading().map { "\($0)" }.sorted())")
        }
    }
}
#endif
