import FoundationEssentials

/// What a timer is doing, as its state file keeps it: the length chosen, whether it runs, is paused or waits,
/// and the presses its intents recorded that the provider has not applied yet.
struct TimerState: Codable, Equatable, Sendable {
    /// Where the countdown is.
    enum Phase: Codable, Equatable, Sendable {
        /// Not started, or reset: the whole length is left.
        case idle
        /// Counting down to `endsAt` (past it, the timer is done).
        case running(endsAt: Date)
        /// Stopped with `remaining` seconds left.
        case paused(remaining: Double)
    }

    /// The length a start or reset counts from.
    var duration: TimerDuration
    var phase: Phase = .idle
    /// Presses not applied yet, oldest first: intents record them, and the provider applies them at the moment it is asked at.
    var pending: [TimerCommand] = []
    /// The end whose bell a timeline has already been given to ring, so a later start of the dashboard does not ring it again.
    var bellAnnounced: Date?

    /// The most presses kept waiting; more before the provider runs are dropped.
    static let pendingLimit = 32

    /// What makes the state one no timer of its length can be in (the file was edited, or the clock moved back a long
    /// way), in words; nil when it can be. A running timer is checked against `now` when there is one.
    func impossibility(at now: Date?) -> String? {
        guard (1...TimerDuration.longest).contains(duration.seconds) else { return "its length is \(duration.seconds) s" }
        let longest = Double(duration.seconds) + 1
        switch phase {
        case .idle:
            return nil
        case .paused(let remaining):
            return remaining.isFinite && (0...longest).contains(remaining) ? nil : "it is paused with more left than its length"
        case .running(let endsAt):
            guard let now else { return nil }
            let left = endsAt.timeIntervalSince(now)
            return left.isFinite && left <= longest ? nil : "it ends further off than its length"
        }
    }

    /// Applies `command` at `now`.
    mutating func apply(_ command: TimerCommand, at now: Date) {
        switch (command, phase) {
        case (.start, .idle):
            phase = .running(endsAt: now.addingTimeInterval(Double(duration.seconds)))
        case (.start, .paused(let remaining)):
            phase = .running(endsAt: now.addingTimeInterval(remaining))
        case (.start, .running(let endsAt)) where endsAt <= now:
            phase = .running(endsAt: now.addingTimeInterval(Double(duration.seconds)))
        case (.pause, .running(let endsAt)) where endsAt > now:
            phase = .paused(remaining: endsAt.timeIntervalSince(now))
        case (.reset, _):
            phase = .idle
        case (.choose(let chosen), _):
            duration = chosen
            phase = .idle
        case (.start, .running), (.pause, _):
            break
        }
    }
}

/// A press on a timer's button, recorded by its intent.
enum TimerCommand: Codable, Equatable, Sendable {
    case start
    case pause
    case reset
    /// A preset pressed: the timer waits at that length.
    case choose(TimerDuration)
}
