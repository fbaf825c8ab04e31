import FoundationEssentials
import Logging
import WidgettyKit

/// Reads every source, expands the occurrences around today, and gives entries at each change.
///
/// What it needs from outside comes from `context.services`: remote calendars through the fetcher,
/// kept in the kind's cache folder; local files watched, so a saved file reloads the widget; what a
/// feed had to skip written to the log.
public struct CalendarProvider: TimelineProvider {
    let settings: CalendarSettings

    /// Three sample events around now, shown redacted until the calendars are read, and as the preview.
    public func placeholder(in context: WidgetContext) -> CalendarEntry {
        CalendarSample.entry(at: context.date, zone: settings.timeZone ?? context.timeZone)
    }

    /// The occurrences of every source; one broken source is named in the entry and the others still show.
    public func timeline(in context: WidgetContext) async throws -> Timeline<CalendarEntry> {
        guard !settings.sources.isEmpty else {
            throw WidgetProblem.needsConfiguration("Set sources = [\"~/calendar.ics\"] (files, folders or addresses) to see your events")
        }
        let services = context.services
        let cache = (try? services.directories.cacheDirectory()).map(CalendarCache.init(folder:))
        let loader = SourceLoader(fetcher: services.fetcher, cache: cache)
        let zone = settings.timeZone ?? context.timeZone
        let window = CalendarTimeline.window(at: context.date, zone: zone, locale: context.locale)
        var events: [CalendarEvent] = [], problems: [String] = [], notes: [String] = []
        var sources: [CalendarEntry.Source] = []
        for (index, source) in settings.sources.enumerated() {
            var name = source.name
            if let path = source.path, source.location != DemoCalendar.location {
                services.reloadTimelines(whenChanged: URL(fileURLWithPath: path))
            }
            do {
                let loaded = try await loader.load(source, at: context.date)
                if let offline = loaded.offline {
                    // The age first: a footer line is cut at the tile's edge, and how old the copy is matters most.
                    problems.append("\(source.label): copy from \(CalendarAge.describe(offline.fetched, now: context.date)) · \(offline.problem)")
                }
                var skipped = loaded.notes
                for text in loaded.texts {
                    let reading = try ICalendarReader.read(text, window: window, viewerZone: zone,
                                                           mark: .init(index: index, isHolidays: source.isHolidays))
                    name = name ?? reading.name
                    events += reading.events
                    skipped += reading.notes
                }
                for note in skipped {
                    notes.append("\(source.label): \(note)")
                    services.logger.notice("\(source.label): \(note)")
                }
            } catch let problem as WidgetProblem {
                problems.append(Self.naming(source, in: problem.message))
            }
            sources.append(CalendarEntry.Source(name: name ?? source.label, color: source.color))
        }
        if events.isEmpty, problems.count == settings.sources.count, let first = problems.first {
            throw WidgetProblem(problems.count > 1 ? "\(first) \(Self.more(problems.count - 1))" : first)
        }
        events.sort { CalendarEvent.isBefore($0, $1, in: zone) }
        // The grid marks the whole window; entries keep the events the views list: today's to a week after tomorrow's.
        let today = CivilDate(context.date, in: zone)
        let listed = DateInterval(start: today.start(in: zone), end: today.adding(days: 9).start(in: zone))
        return CalendarTimeline.timeline(now: context.date, zone: zone, events: events.filter { $0.overlaps(listed, in: zone) },
                                         marks: Self.marks(of: events, zone: zone, within: window), sources: sources, problems: problems, notes: notes)
    }

    /// A source's problem, its name said once: "live.ics does not exist (…)", "Work: Can't reach cal.example"
    /// (a message that already begins with the name, as the loader's and the fetcher's often do, is kept as it is).
    static func naming(_ source: CalendarSource, in message: String) -> String {
        message.hasPrefix(source.label + " ") || message.hasPrefix(source.label + ":") ? message : "\(source.label): \(message)"
    }

    /// "(+2 more)": how many other sources are broken, after the first one's problem.
    static func more(_ count: Int) -> String {
        "(+\(count) more)"
    }

    /// The days covered by events inside `window`, holidays over plain events.
    static func marks(of events: [CalendarEvent], zone: ZoneInfo, within window: DateInterval) -> [CivilDate: CalendarEntry.DayMark] {
        var marks: [CivilDate: CalendarEntry.DayMark] = [:]
        let last = CivilDate(window.end, in: zone)
        for event in events {
            // A long event (a term, a year) marks only the window's days.
            var day = max(CivilDate(event.start(in: zone), in: zone), CivilDate(window.start, in: zone))
            let end = min(event.end(in: zone), window.end)
            repeat {
                if event.isHoliday { marks[day] = .holiday } else if marks[day] == nil { marks[day] = .events }
                day = day.adding(days: 1)
            } while day.start(in: zone) < end && day <= last
        }
        return marks
    }
}
