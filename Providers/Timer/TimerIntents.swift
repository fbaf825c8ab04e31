import WidgettyKit

/// A press of one of the timer's buttons: it records its command for the provider to apply at the
/// moment of the reload that follows every intent (intents have no clock; the provider reads its context's).
protocol TimerPress: WidgetIntent {
    var store: TimerStore { get }
    /// The length the timer starts from when it has no state yet.
    var duration: TimerDuration { get }
    /// What the press asks the timer to do.
    var command: TimerCommand { get }
}

extension TimerPress {
    /// Records the press, unless as many are already waiting as a timer keeps.
    func perform() async throws {
        _ = try store.update(default: duration, at: nil) { state in
            guard state.pending.count < TimerState.pendingLimit else { return }
            state.pending.append(command)
        }
    }
}

/// Starts (or resumes) a timer.
struct StartTimer: TimerPress {
    static let title = "Start"
    let store: TimerStore
    let duration: TimerDuration
    var command: TimerCommand { .start }
}

/// Pauses a running timer.
struct PauseTimer: TimerPress {
    static let title = "Pause"
    let store: TimerStore
    let duration: TimerDuration
    var command: TimerCommand { .pause }
}

/// Sets a timer back to its whole length.
struct ResetTimer: TimerPress {
    static let title = "Reset"
    let store: TimerStore
    let duration: TimerDuration
    var command: TimerCommand { .reset }
}

/// Chooses one of the timer's presets.
struct ChooseTimerDuration: TimerPress {
    static let title = "Choose Length"
    let store: TimerStore
    let duration: TimerDuration
    let chosen: TimerDuration
    var command: TimerCommand { .choose(chosen) }
}
