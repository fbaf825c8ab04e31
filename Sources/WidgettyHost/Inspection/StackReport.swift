import FoundationEssentials
import WidgettyKit

/// What `widgetty timeline` says of one stack: its rotation, the widget on top now and why, and when it can next change.
public struct StackReport: Encodable, Sendable {
    /// The stack's slot on the home screen, from 1.
    public let slot: Int
    /// "smart", "off" or "every 300 s".
    public let rotation: String
    /// The widget on top now, its place in the stack from 1.
    public let top: Int
    /// Why that widget is on top, in words ("Weather: score 0.9 until 2026-02-06T23:00:00Z").
    public let reason: String
    /// The next moment the stack may rotate; nil when nothing scheduled can change it.
    public let nextRotation: Date?

    /// The report of every stack `stacks` holds at `date`, its widgets' timelines read from `runner`.
    public static func all(_ stacks: StackRotator, runner: TimelineRunner, at date: Date) -> [StackReport] {
        let next = stacks.nextRotationDate(after: date, runner: runner)
        return stacks.stacks.keys.sorted().compactMap { slot in
            guard let stack = stacks.stacks[slot] else { return nil }
            let top = stacks.position(of: slot)
            return StackReport(slot: slot + 1, rotation: describe(stack.rotation), top: top.member + 1,
                               reason: reason(for: top, in: stack, stacks: stacks, runner: runner, at: date),
                               nextRotation: stack.rotation == .off ? nil : next)
        }
    }

    private static func describe(_ rotation: StackRotation) -> String {
        switch rotation {
        case .off: "off"
        case .smart: "smart"
        case .every(let seconds): "every \(seconds) s"
        }
    }

    /// Why the widget at `top` shows: its relevance and how long it holds, a pause, the carousel, or nothing relevant.
    private static func reason(for top: WidgetPosition, in stack: StackConfig, stacks: StackRotator, runner: TimelineRunner,
                               at date: Date) -> String {
        let name = stack.widgets.indices.contains(top.member) ? stack.widgets[top.member].kind : "widget"
        if let paused = stacks.states[top.slot]?.pausedUntil, paused > date { return "paged by hand; rotation resumes \(UTCStamp.iso8601(paused))" }
        switch stack.rotation {
        case .off: return "rotation is off"
        case .every(let seconds): return "a carousel turning every \(seconds) s"
        case .smart:
            let content = runner.content(of: top, at: date)
            guard let score = StackRotator.score(content, at: date), score > 0 else { return "nothing is relevant: the first widget" }
            let until = [StackRotator.relevanceEnd(content), runner.nextEntryDate(of: top, after: date)].compactMap { $0 }.min()
            return "\(name): score \(score)" + (until.map { " until \(UTCStamp.iso8601($0))" } ?? "")
        }
    }
}
