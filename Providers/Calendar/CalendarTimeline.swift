import FoundationEssentials
import WidgettyKit

/// Makes the calendar's timeline from the occurrences read: an entry now, at every start and end, 30 minutes
/// before each start (relevance rises), and at midnight, so "now" and "next" change on time without polling.
enum CalendarTimeline {
    /// When to read the sources again: local files may change and remote ones are fetched about this often.
    static let reloadAfter: TimeInterval = 15 * 60
    /// How long before a start the calendar becomes relevant (a smart stack brings it up before a meeting).
    static let leadIn: TimeInterval = 30 * 60
    /// The most entries one timeline holds.
    static let entryLimit = 1_000

    /// The window to read: the month grid around `now` and the week after it, in `zone`.
    static func window(at now: Date, zone: ZoneInfo, locale: DateLocale) -> DateInterval {
        let today = CivilDate(now, in: zone)
        let grid = MonthGrid(containing: today, locale: locale)
        let first = min(grid.firstDay, today.adding(days: -1)), last = max(grid.endDay, today.adding(days: 9))
        return DateInterval(start: first.start(in: zone), end: last.start(in: zone))
    }

    /// Entries from `now` until the end of tomorrow, all sharing the same occurrences.
    static func timeline(now: Date, zone: ZoneInfo, events: [CalendarEvent], marks: [CivilDate: CalendarEntry.DayMark],
                         sources: [CalendarEntry.Source], problems: [String], notes: [String]) -> Timeline<CalendarEntry> {
        let horizon = CivilDate(now, in: zone).adding(days: 2).start(in: zone)
        var moments = Set<Date>([now])
        for day in 1...2 { moments.insert(CivilDate(now, in: zone).adding(days: day).start(in: zone)) }
        for event in events where !event.isAllDay {
            let start = event.start(in: zone), end = event.end(in: zone)
            for moment in [start.addingTimeInterval(-leadIn), start, end] where moment > now && moment < horizon {
                moments.insert(moment)
            }
        }
        let entries = moments.sorted().prefix(entryLimit).map { moment in
            CalendarEntry(date: moment, relevance: relevance(at: moment, events: events, zone: zone), timeZone: zone,
                          events: events, marks: marks, sources: sources, problems: problems, notes: notes)
        }
        return Timeline(entries: Array(entries), policy: .after(now.addingTimeInterval(reloadAfter)))
    }

    /// 1 during a timed event, 0.8 in the half hour before one, else 0 (not relevant), so a smart stack goes back to its
    /// first widget when nothing is on.
    static func relevance(at moment: Date, events: [CalendarEvent], zone: ZoneInfo) -> TimelineEntryRelevance {
        let timed = events.filter { !$0.isAllDay }
        if timed.contains(where: { $0.start(in: zone) <= moment && moment < $0.end(in: zone) }) {
            return TimelineEntryRelevance(score: 1)
        }
        if timed.contains(where: { $0.start(in: zone).addingTimeInterval(-leadIn) <= moment && moment < $0.start(in: zone) }) {
            return TimelineEntryRelevance(score: 0.8)
        }
        return TimelineEntryRelevance(score: 0)
    }
}
