import FoundationEssentials
import WidgettyKit

/// Applies the presses recorded in the timer's state file at the moment asked, and lays out what follows:
/// the running countdown until it ends, then "Done". Asked again after each press (every intent reloads), and
/// otherwise only every few hours, so its tile never reads as old data.
public struct TimerProvider: TimelineProvider {
    /// The timer's name, which names its state file.
    let name: String
    /// The length it starts at, before any preset is chosen.
    let duration: TimerDuration
    /// Whether a countdown that ends rings the terminal's bell.
    let bell: Bool

    /// How long after its end a countdown no timeline rang still rings when first seen (the dashboard started moments after).
    static let bellGrace: TimeInterval = 60
    /// How long a timeline stands without a press: a state file read every six hours costs nothing.
    static let refresh: TimeInterval = 6 * 3600

    public func placeholder(in context: WidgetContext) -> TimerEntry {
        TimerEntry(date: context.date, face: .ready, duration: duration, store: TimerStore(folder: nil, name: name))
    }

    public func timeline(in context: WidgetContext) async throws -> Timeline<TimerEntry> {
        let now = context.date
        // Without a state folder (`widgetty render`, a preview) the timer shows its whole length, and a press says why it cannot run.
        guard let folder = try? context.services.directories.stateDirectory() else {
            return Timeline(entries: [TimerEntry(date: now, face: .ready, duration: duration, store: TimerStore(folder: nil, name: name))],
                            policy: policy(now))
        }
        let store = TimerStore(folder: folder, name: name)
        // The state remembers the end whose bell a timeline was given, so no later start of the dashboard rings it again.
        var ringsOnSight = false
        let state = try store.update(default: duration, at: now) { state in
            for command in state.pending { state.apply(command, at: now) }
            state.pending = []
            guard case .running(let endsAt) = state.phase, state.bellAnnounced != endsAt else { return }
            if endsAt > now {
                state.bellAnnounced = endsAt
            } else if now.timeIntervalSince(endsAt) < Self.bellGrace {
                state.bellAnnounced = endsAt
                ringsOnSight = true
            }
        }
        let entry = { (date: Date, face: TimerEntry.Face, rings: Bool) in
            TimerEntry(date: date, face: face, duration: state.duration, store: store, ringsBell: rings && bell)
        }
        switch state.phase {
        case .idle:
            return Timeline(entries: [entry(now, .ready, false)], policy: policy(now))
        case .paused(let remaining):
            return Timeline(entries: [entry(now, .paused(remaining: remaining), false)], policy: policy(now))
        case .running(let endsAt) where endsAt > now:
            return Timeline(entries: [entry(now, .running(endsAt: endsAt), false), entry(endsAt, .done, true)], policy: policy(now))
        case .running(let endsAt):
            // Dated at its end, as when it was foreseen, so a reload soon after does not ring it again.
            return Timeline(entries: [entry(endsAt, .done, ringsOnSight)], policy: policy(now))
        }
    }

    /// The next timeline, asked for `refresh` after `now`.
    private func policy(_ now: Date) -> ReloadPolicy {
        .after(now.addingTimeInterval(Self.refresh))
    }
}
