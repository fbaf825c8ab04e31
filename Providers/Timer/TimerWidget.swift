import FoundationEssentials
import WidgettyKit

/// A countdown timer with presets, whose tap, buttons (a medium tile's) and quick actions start, pause and reset it;
/// it says "Done" (and rings) at zero.
public struct TimerWidget: Widget {
    public static let kind = "timer"
    public static let displayName = "Timer"
    public static let description = "Shows a countdown from a preset length, with buttons to start, pause and reset it."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium]
    public static let options: [WidgetOption] = [
        WidgetOption(key: "durations", type: .strings, defaultValue: .strings(["25m", "5m"]),
                     summary: "the lengths offered, e.g. [\"25m\", \"5m\", \"1h30m\"]; the first is where it starts, medium shows each as a button",
                     validate: { value in
                         guard case .strings(let texts) = value else { return nil }
                         if texts.isEmpty { return "give at least one length, e.g. [\"25m\"]" }
                         // Every problem at once, so one run of `widgetty check` finds them all.
                         var problems: [String] = []
                         if texts.count > maximumPresets { problems.append("give at most \(maximumPresets) lengths") }
                         let bad = texts.filter { TimerDuration($0) == nil }.map(QuotedValue.quote)
                         if !bad.isEmpty {
                             let subject = bad.count == 1 ? "\(bad[0]) is not a length" : "\(bad.joined(separator: ", ")) are not lengths"
                             problems.append(subject + "; write hours, minutes and seconds such as \"25m\", \"90s\" or \"1h30m\" (at most 24h)")
                         }
                         return problems.isEmpty ? nil : problems.joined(separator: "; ")
                     }),
        WidgetOption(key: "name", type: .string, defaultValue: .string("Timer"),
                     summary: "the heading, which also names the file its state is kept in (give two timers different names)",
                     validate: { value in
                         guard case .string(let name) = value else { return nil }
                         return name.allSatisfy(\.isWhitespace) ? "is empty; give the timer a heading such as \"Tea\" (it also names its state file)" : nil
                     }),
        WidgetOption(key: "bell", type: .bool, defaultValue: .bool(true), summary: "ring the terminal's bell once when the countdown ends"),
    ]

    /// The most presets a timer offers (a medium tile's column holds four).
    static let maximumPresets = 4

    let name: String
    let presets: [TimerDuration]
    public let provider: TimerProvider
    /// Its `name`, the tile's heading.
    public var tileName: String? { name }

    /// Reads the lengths, name and bell from validated settings.
    public init(settings: WidgetSettings) {
        name = settings.string("name") ?? "Timer"
        let read = settings.strings("durations").compactMap(TimerDuration.init)
        presets = read.isEmpty ? [TimerDuration(seconds: 25 * 60)] : read
        provider = TimerProvider(name: name, duration: presets[0], bell: settings.bool("bell"))
    }

    /// The tile; a tap on it starts the timer, or pauses it while it runs, as its medium tile's first button does.
    public func view(entry: TimerEntry, context: WidgetContext) -> any View {
        TimerView(entry: entry, name: name, presets: context.family == .small ? [] : presets, showsButtons: context.family != .small,
                  locale: context.locale)
            .widgetIntent(Self.startOrPause(entry))
    }

    /// Start (Pause while it runs) and Reset; a small tile, whose tap starts and pauses it, offers Reset alone.
    public func quickActions(entry: TimerEntry, context: WidgetContext) -> [QuickAction] {
        let word = { (english: String, japanese: String) in Phrase(english, ja: japanese)(context.locale) }
        let reset = QuickAction(word("Reset", "リセット"), glyph: "⇤", action: .perform(ResetTimer(store: entry.store, duration: entry.duration), role: .normal))
        guard context.family != .small else { return [reset] }
        let isRunning = if case .running = entry.face { true } else { false }
        let startOrPause = QuickAction(isRunning ? word("Pause", "一時停止") : word("Start", "開始"), glyph: isRunning ? "‖" : "▸", action: .perform(Self.startOrPause(entry), role: .primary))
        return [startOrPause, reset]
    }

    /// Pause while the timer runs, else Start.
    static func startOrPause(_ entry: TimerEntry) -> any WidgetIntent {
        if case .running = entry.face { return PauseTimer(store: entry.store, duration: entry.duration) }
        return StartTimer(store: entry.store, duration: entry.duration)
    }
}
