import FoundationEssentials
import WidgettyKit

/// A timer's tile: its name and length, the countdown in large numerals (or "Done"); a medium tile sets Start/Pause
/// over Reset beside the countdown, on its trailing edge, and the presets under it.
struct TimerView: View {
    let entry: TimerEntry
    let name: String
    /// The lengths offered as buttons; empty in a small tile.
    let presets: [TimerDuration]
    /// Whether Start/Pause and Reset are drawn: not in a small tile, which is one tap target (its quick actions have them).
    let showsButtons: Bool

    var body: any View {
        VStack(alignment: .leading) {
            Text(name).lineLimit(1).font(.headline).unredacted()
            Text(caption).lineLimit(1).foregroundStyle(.secondaryLabel)
            Spacer()
            if showsButtons {
                HStack(spacing: 1) {
                    countdown
                    Spacer(minLength: 1)
                    controls
                }
            } else {
                countdown
            }
            Spacer()
            if !presets.isEmpty { presetButtons }
        }
    }

    /// Start/Pause over Reset, as tall as the numerals beside them: one on their top row, one on their bottom row.
    private var controls: any View {
        VStack(alignment: .trailing) {
            startOrPause
            Spacer(minLength: 1)
            Button("Reset", runningLabel: "Resetting…", intent: ResetTimer(store: entry.store, duration: entry.duration))
                .buttonStyle(.gray)
        }
        .frame(height: Self.numeralRows)
    }

    /// Rows large numerals take.
    private static let numeralRows = 3

    /// The lengths offered, the one chosen tinted.
    private var presetButtons: any View {
        HStack(spacing: 1) {
            for preset in presets {
                Button(preset.label, intent: ChooseTimerDuration(store: entry.store, duration: entry.duration, chosen: preset))
                    .buttonStyle(preset == entry.duration ? .tinted : .gray)
            }
        }
    }

    /// The countdown in large numerals: running to its end, stopped where it was, or the whole length; else "Done".
    private var countdown: any View {
        switch entry.face {
        case .running(let endsAt): Text(endsAt, style: .timer).font(.largeNumerals)
        case .paused(let remaining): Text(CountdownText.string(remaining)).font(.largeNumerals)
        case .ready: Text(CountdownText.string(Double(entry.duration.seconds))).font(.largeNumerals)
        case .done: Text("Done").font(.largeTitle).foregroundStyle(.tint)
        }
    }

    /// What the line under the name says.
    private var caption: String {
        switch entry.face {
        case .running: "\(entry.duration.label) · running"
        case .paused: "\(entry.duration.label) · paused"
        case .ready: entry.duration.label
        case .done: "\(entry.duration.label) · finished"
        }
    }

    /// The primary button: Pause while running, else Start.
    private var startOrPause: any View {
        if case .running = entry.face {
            return Button("Pause", runningLabel: "Pausing…", role: .primary, intent: PauseTimer(store: entry.store, duration: entry.duration))
                .buttonStyle(.filled)
        }
        return Button("Start", runningLabel: "Starting…", role: .primary, intent: StartTimer(store: entry.store, duration: entry.duration))
            .buttonStyle(.filled)
    }
}
