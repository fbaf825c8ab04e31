import FoundationEssentials
import WidgettyKit

/// Formats `Text(date, style:)` at a given moment, and says when that text next changes.
public enum DateText {
    /// The locale of sentences that stay English, such as failure messages and their retry times.
    public static let english = DateLocale.english

    /// The text for `date` in `style`, seen at `now`.
    public static func string(_ date: Date, style: DateStyle, now: Date, timeZone: ZoneInfo, locale: DateLocale) -> String {
        switch style {
        case .relative: relative(date, now: now).reading.text(in: locale)
        case .timer: timer(date, now: now)
        case .time: DateFormat.string(date, template: "jmm", timeZone: timeZone, locale: locale)
        case .date: DateFormat.string(date, template: "MMMMd", timeZone: timeZone, locale: locale)
        }
    }

    /// The first moment after `now` at which the text differs; nil when it never changes.
    public static func nextChange(_ date: Date, style: DateStyle, now: Date) -> Date? {
        let delta = date.timeIntervalSince(now)
        switch style {
        case .time, .date:
            return nil
        case .timer:
            let seconds = delta > 0 ? delta.rounded(.up) - 1 : -(-delta).rounded(.down) - 1
            return date.addingTimeInterval(-seconds)
        case .relative:
            return relative(date, now: now).nextChange
        }
    }

    /// What a relative date reads at `now`, and when that changes. Written out only when drawn:
    /// the loop asks for the next change of every live date each frame.
    ///
    /// Time to come counts seconds and minutes rounded up, so a retry two
    /// minutes away reads "in 2 min" at once; hours and days, and time past,
    /// count whole units.
    private static func relative(_ date: Date, now: Date) -> (reading: RelativeReading, nextChange: Date) {
        let delta = date.timeIntervalSince(now)
        if delta > 0 {
            let seconds = delta.rounded(.up)
            if seconds < 60 { return (.count(Int(seconds), .second, ahead: true), date.addingTimeInterval(-(seconds - 1))) }
            let minutes = (delta / 60).rounded(.up)
            if delta < 3600 { return (.count(Int(minutes), .minute, ahead: true), date.addingTimeInterval(-(minutes - 1) * 60)) }
        }
        let magnitude = abs(delta)
        if magnitude < 1 { return (.now, date.addingTimeInterval(1)) }
        let unit: RelativeUnit = magnitude < 60 ? .second : magnitude < 3600 ? .minute : magnitude < 86_400 ? .hour : .day
        let count = (magnitude / unit.seconds).rounded(.down)
        // A date from a file may be any Double's worth of days away (or none at all).
        guard let whole = Int(exactly: count) else { return (.now, now.addingTimeInterval(RelativeUnit.day.seconds)) }
        if delta > 0 { return (.count(whole, unit, ahead: true), date.addingTimeInterval(-count * unit.seconds)) }
        return (.count(whole, unit, ahead: false), date.addingTimeInterval((count + 1) * unit.seconds))
    }

    /// A relative date's reading: "now", or a count of units to come or past.
    private enum RelativeReading {
        case now
        case count(Int, RelativeUnit, ahead: Bool)

        /// "in 30 s", "in 5 min", "now", "2 h ago", "3 d ago" ("30秒後", "5分後", "今", "2時間前", "3日前").
        func text(in locale: DateLocale) -> String {
            switch self {
            case .now:
                return Phrase("now", ja: "今")(locale)
            case .count(let count, let unit, let ahead):
                if Phrase.isJapanese(locale) { return "\(count)\(unit.names.japanese)" + (ahead ? "後" : "前") }
                // A no-break space keeps the count with its unit when the text wraps.
                return ahead ? "in \(count)\u{A0}\(unit.names.english)" : "\(count)\u{A0}\(unit.names.english) ago"
            }
        }
    }

    /// The units relative dates count in.
    private enum RelativeUnit {
        case second, minute, hour, day

        var seconds: Double {
            switch self {
            case .second: 1
            case .minute: 60
            case .hour: 3600
            case .day: 86_400
            }
        }

        var names: Phrase {
            switch self {
            case .second: Phrase("s", ja: "秒")
            case .minute: Phrase("min", ja: "分")
            case .hour: Phrase("h", ja: "時間")
            case .day: Phrase("d", ja: "日")
            }
        }
    }

    /// "04:59" under an hour, "1:02:03" above: the time left, or the time since once the date has passed
    /// (at most `CountdownText.longest`: a view may be given any date, from any file).
    private static func timer(_ date: Date, now: Date) -> String {
        let delta = date.timeIntervalSince(now)
        return CountdownText.string(delta > 0 ? delta : (-delta).rounded(.down))
    }
}
