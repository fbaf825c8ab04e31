import FoundationEssentials
import WidgettyKit

/// What the calendar tile shows from one moment: the occurrences around today, the month's marked days,
/// and what went wrong with any source.
public struct CalendarEntry: TimelineEntry {
    /// A source as the tile shows it.
    public struct Source: Sendable, Equatable {
        public var name: String
        public var color: SemanticColor
    }

    /// How a day of the month grid is marked.
    public enum DayMark: Sendable, Equatable {
        case events
        case holiday
    }

    public var date: Date
    public var relevance: TimelineEntryRelevance?
    /// The zone the tile shows times in.
    public var timeZone: ZoneInfo
    /// The occurrences from today to a week after tomorrow, in order; views pick by `date`.
    public var events: [CalendarEvent]
    /// The days of the window with events, and which are holidays, for the month grid.
    public var marks: [CivilDate: DayMark]
    public var sources: [Source]
    /// Each broken source's problem ("work.ics: The calendar is cut short…"); the others still show.
    public var problems: [String]
    /// What was skipped or guessed inside the calendars, for `widgetty timeline`.
    public var notes: [String]

    /// The notes, for `widgetty timeline`.
    public var leftOut: [String] { notes }

    /// The day of `date` in the tile's zone.
    var today: CivilDate { CivilDate(date, in: timeZone) }

    /// The occurrences that cover any of `day`, in a day's order everywhere: those that fill it (all-day ones and a
    /// multi-day event's middle days) first, then the others by start.
    func events(on day: CivilDate) -> [CalendarEvent] {
        let interval = DateInterval(start: day.start(in: timeZone), end: day.adding(days: 1).start(in: timeZone))
        let covering = events.filter { $0.overlaps(interval, in: timeZone) }
        return covering.filter { $0.fills(day, in: timeZone) } + covering.filter { !$0.fills(day, in: timeZone) }
    }

    /// How many days after today the tiles look ahead for events (the entry keeps a day or two more).
    static let daysAhead = 7

    /// A later day's events as its own list shows them: those that begin on it, all-day ones on every day they cover,
    /// and a timed one from an earlier day that fills this day or filled the day before (a conference's middle days and
    /// last morning); a call that ran past midnight is only the day it began on.
    func beginning(on day: CivilDate) -> [CalendarEvent] {
        let start = day.start(in: timeZone), dayBefore = day.adding(days: -1).start(in: timeZone)
        return events(on: day).filter { event in
            event.start(in: timeZone) >= start || event.fills(day, in: timeZone) || event.start(in: timeZone) <= dayBefore
        }
    }

    /// Today's events not yet over at `date`: all-day ones all day, timed ones until their end.
    var remainingToday: [CalendarEvent] {
        events(on: today).filter { $0.isAllDay || $0.end(in: timeZone) > date }
    }

    /// What comes next: today's first timed event not yet begun, else one going on now, else one filling today (all-day,
    /// a multi-day event's middle day), else the first event of the next day that has one; "next" moves on the moment an
    /// event starts.
    var next: (event: CalendarEvent, day: CivilDate)? {
        let remaining = remainingToday
        if let upcoming = remaining.first(where: { !$0.isAllDay && $0.start(in: timeZone) > date }) { return (upcoming, today) }
        if let event = remaining.first(where: { !$0.fills(today, in: timeZone) }) ?? remaining.first { return (event, today) }
        for offset in 1...Self.daysAhead {
            let day = today.adding(days: offset)
            let later = beginning(on: day)
            if let event = later.first(where: { !$0.fills(day, in: timeZone) }) ?? later.first { return (event, day) }
        }
        return nil
    }
}

extension CalendarEntry: Encodable {
    private enum CodingKeys: String, CodingKey { case timeZone, events, problems, notes }
    private enum EventKeys: String, CodingKey { case title, start, end, allDay, calendar, location, url, birthday, holiday }

    /// The zone, each occurrence with its start and end in ISO 8601 with the zone's offset, and the problems.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeZone.identifier, forKey: .timeZone)
        var list = container.nestedUnkeyedContainer(forKey: .events)
        for event in events {
            var item = list.nestedContainer(keyedBy: EventKeys.self)
            try item.encode(event.title, forKey: .title)
            try item.encode(timeZone.internetDateTime(event.start(in: timeZone)), forKey: .start)
            try item.encode(timeZone.internetDateTime(event.end(in: timeZone)), forKey: .end)
            try item.encode(event.isAllDay, forKey: .allDay)
            try item.encode(sources.indices.contains(event.source) ? sources[event.source].name : "", forKey: .calendar)
            try item.encodeIfPresent(event.location, forKey: .location)
            try item.encodeIfPresent(event.url, forKey: .url)
            if event.isBirthday { try item.encode(true, forKey: .birthday) }
            if event.isHoliday { try item.encode(true, forKey: .holiday) }
        }
        try container.encode(problems, forKey: .problems)
        try container.encode(notes, forKey: .notes)
    }
}
