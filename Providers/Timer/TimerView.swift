import FoundationEssentials
import WidgettyKit

/// A timer's tile: its name and length, the countdown in large numerals (or "Done"); a medium tile sets Start/Pause
/// over Reset beside the countdown, on its trailing edge, and the presets under it, with the countdown five rows tall
/// (the length beside the name) where the tile has the rows, so the numerals fill it as a timer's fill iOS's.
struct TimerView: View {
    let entry: TimerEntry
    let name: String
    /// The lengths offered as buttons; empty in a small tile.
    let presets: [TimerDuration]
    /// Whether Start/Pause and Reset are drawn: not in a small tile, which is one tap target (Start/Pause; Reset is a quick action).
    let showsButtons: Bool
    /// The viewer's locale, whose language the tile's words are in ("Start", "開始").
    var locale: DateLocale = .english

    /// `english`, or `japanese` for a viewer reading Japanese.
    private func word(_ english: String, _ japanese: String) -> String { Phrase(english, ja: japanese)(locale) }

    var body: any View {
        guard showsButtons else {
            return VStack(alignment: .leading) {
                nameAndCaption
                Spacer()
                // Over an hour, too wide whole: "1:11" large with ":00" small on its baseline (the numerals' own fallback).
                countdown(.largeNumerals)
                Spacer()
            }
        }
        return ViewThatFits {
            VStack(alignment: .leading) {
                HStack(spacing: 1) {
                    nameText
                    Spacer(minLength: 1)
                    captionText
                }
                Spacer(minLength: 1)
                countdownAndControls(.extraLargeNumerals, rows: 5)
                Spacer()
                if !presets.isEmpty { presetButtons }
            }
            VStack(alignment: .leading) {
                nameAndCaption
                Spacer()
                countdownAndControls(.largeNumerals, rows: 3)
                Spacer()
                if !presets.isEmpty { presetButtons }
            }
        }
    }

    /// The name over the length and state.
    private var nameAndCaption: any View {
        VStack(alignment: .leading) {
            nameText
            captionText
        }
    }

    private var nameText: any View { Text(name).lineLimit(1).font(.headline).unredacted() }

    private var captionText: any View { Text(caption).lineLimit(1).foregroundStyle(.secondaryLabel) }

    /// The countdown in `font`, and Start/Pause over Reset on the trailing edge, `rows` tall as the numerals (five
    /// rows tall or three): one on their top row, one on their bottom row.
    private func countdownAndControls(_ font: Font, rows: Int) -> any View {
        HStack(spacing: 1) {
            countdown(font)
            Spacer(minLength: 1)
            VStack(alignment: .trailing) {
                startOrPause
                Spacer(minLength: 1)
                Button(word("Reset", "リセット"), runningLabel: word("Resetting…", "リセット中…"), intent: ResetTimer(store: entry.store, duration: entry.duration))
                    .buttonStyle(.gray)
            }
            .frame(height: rows)
        }
    }

    /// The lengths offered, the one chosen tinted.
    private var presetButtons: any View {
        HStack(spacing: 1) {
            for preset in presets {
                Button(preset.label(locale), intent: ChooseTimerDuration(store: entry.store, duration: entry.duration, chosen: preset))
                    .buttonStyle(preset == entry.duration ? .tinted : .gray)
            }
        }
    }

    /// The countdown in `font`: running to its end, stopped where it was, or the whole length; else "Done".
    private func countdown(_ font: Font) -> any View {
        switch entry.face {
        case .running(let endsAt): Text(endsAt, style: .timer).font(font)
        case .paused(let remaining): Text(CountdownText.string(remaining)).font(font)
        case .ready: Text(CountdownText.string(Double(entry.duration.seconds))).font(font)
        case .done: Text(word("Done", "終了")).font(.largeTitle).foregroundStyle(.tint)
        }
    }

    /// What the line under the name says.
    private var caption: String {
        switch entry.face {
        case .running: entry.duration.label(locale) + word(" · running", " · 実行中")
        case .paused: entry.duration.label(locale) + word(" · paused", " · 一時停止中")
        case .ready: entry.duration.label(locale)
        case .done: entry.duration.label(locale) + word(" · finished", " · 終了")
        }
    }

    /// The primary button: Pause while running, else Start.
    private var startOrPause: any View {
        if case .running = entry.face {
            return Button(word("Pause", "一時停止"), runningLabel: word("Pausing…", "一時停止中…"), role: .primary, intent: PauseTimer(store: entry.store, duration: entry.duration))
                .buttonStyle(.filled)
        }
        return Button(word("Start", "開始"), runningLabel: word("Starting…", "開始中…"), role: .primary, intent: StartTimer(store: entry.store, duration: entry.duration))
            .buttonStyle(.filled)
    }
}
