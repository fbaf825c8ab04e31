import WidgettyKit

/// Starts (or resumes) a timer.
struct StartTimer: WidgetIntent {
    static let title = "Start"
    let store: TimerStore
    let duration: TimerDuration

    func perform() async throws { try record(.start, in: store, duration: duration) }
}

/// Pauses a running timer.
struct PauseTimer: WidgetIntent {
    static let title = "Pause"
    let store: TimerStore
    let duration: TimerDuration

    func perform() async throws { try record(.pause, in: store, duration: duration) }
}

/// Sets a timer back to its whole length.
struct ResetTimer: WidgetIntent {
    static let title = "Reset"
    let store: TimerStore
    let duration: TimerDuration

    func perform() async throws { try record(.reset, in: store, duration: duration) }
}

/// Chooses one of the timer's presets.
struct ChooseTimerDuration: WidgetIntent {
    static let title = "Choose Length"
    let store: TimerStore
    let duration: TimerDuration
    let chosen: TimerDuration

    func perform() async throws { try record(.choose(chosen), in: store, duration: duration) }
}

/// Records a press for the provider to apply at the moment of the reload that follows every intent
/// (intents have no clock; the provider reads its context's).
private func record(_ command: TimerCommand, in store: TimerStore, duration: TimerDuration) throws {
    _ = try store.update(default: duration) { state in
        guard state.pending.count < TimerState.pendingLimit else { return }
        state.pending.append(command)
    }
}
