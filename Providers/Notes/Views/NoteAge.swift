import FoundationEssentials
import WidgettyKit

/// How long ago a note was saved, in the fewest characters: "now", "5m", "2h", "3d", "6w", "2y" ("今", "5分", "2時間",
/// "3日", "6週", "2年" in Japanese); and when that text changes.
enum NoteAge {
    /// One step of the format: an age under `below` minutes counts whole `unit`s of minutes, written "<count><suffix>".
    private struct Step {
        let below: Int
        let unit: Int
        let suffix: Phrase
    }

    /// The steps, shortest first; an age under a minute reads "now" and changes at the first minute.
    private static let steps = [
        Step(below: 60, unit: 1, suffix: Phrase("m", ja: "分")),
        Step(below: 60 * 24, unit: 60, suffix: Phrase("h", ja: "時間")),
        Step(below: 60 * 24 * 7 * 2, unit: 60 * 24, suffix: Phrase("d", ja: "日")),
        Step(below: 60 * 24 * 365, unit: 60 * 24 * 7, suffix: Phrase("w", ja: "週")),
        Step(below: Int.max, unit: 60 * 24 * 365, suffix: Phrase("y", ja: "年")),
    ]

    /// The age of `modified` at `now` in `locale`'s words; a date in the future reads "now".
    static func describe(_ modified: Date, now: Date, locale: DateLocale) -> String {
        let minutes = wholeMinutes(from: modified, to: now)
        guard minutes >= 1 else { return Phrase("now", ja: "今")(locale) }
        let step = step(for: minutes)
        return "\(minutes / step.unit)\(step.suffix(locale))"
    }

    /// The first moment after `now` at which `describe` reads differently ("now" → "1m", "59m" → "1h", "13d" → "2w");
    /// nil when the age is past counting (a save date no clock reaches).
    static func nextChange(_ modified: Date, after now: Date) -> Date? {
        let minutes = wholeMinutes(from: modified, to: now)
        let unit = step(for: minutes).unit
        let (boundary, overflow) = (minutes / unit + 1).multipliedReportingOverflow(by: unit)
        guard !overflow else { return nil }
        var change = modified.addingTimeInterval(Double(boundary) * 60)
        // A sum of seconds may round down: step past it until the age reads the new count there.
        for _ in 0..<4 where wholeMinutes(from: modified, to: change) < boundary {
            change = Date(timeIntervalSinceReferenceDate: change.timeIntervalSinceReferenceDate.nextUp)
        }
        return change > now ? change : nil
    }

    /// The whole minutes from `modified` to `now`: 0 for a date to come, `Int.max` past counting.
    private static func wholeMinutes(from modified: Date, to now: Date) -> Int {
        let seconds = max(0, now.timeIntervalSince(modified))
        return Int(exactly: (seconds / 60).rounded(.down)) ?? Int.max
    }

    /// The step an age of `minutes` is written in.
    private static func step(for minutes: Int) -> Step {
        steps.first { minutes < $0.below } ?? steps[steps.count - 1]
    }
}
