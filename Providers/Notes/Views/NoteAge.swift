import FoundationEssentials

/// How long ago a note was saved, in the fewest characters: "now", "5m", "2h", "3d", "6w", "2y"; and when that text changes.
enum NoteAge {
    /// One step of the format: an age under `below` minutes counts whole `unit`s of minutes, written "<count><suffix>".
    private struct Step {
        let below: Int
        let unit: Int
        let suffix: String
    }

    /// The steps, shortest first; an age under a minute reads "now" and changes at the first minute.
    private static let steps = [
        Step(below: 60, unit: 1, suffix: "m"),
        Step(below: 60 * 24, unit: 60, suffix: "h"),
        Step(below: 60 * 24 * 7 * 2, unit: 60 * 24, suffix: "d"),
        Step(below: 60 * 24 * 365, unit: 60 * 24 * 7, suffix: "w"),
        Step(below: Int.max, unit: 60 * 24 * 365, suffix: "y"),
    ]

    /// The age of `modified` at `now`; a date in the future reads "now".
    static func describe(_ modified: Date, now: Date) -> String {
        let minutes = wholeMinutes(from: modified, to: now)
        guard minutes >= 1 else { return "now" }
        let step = step(for: minutes)
        return "\(minutes / step.unit)\(step.suffix)"
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
