import WidgettyKit

/// The days after today in the rows a medium calendar's today leaves free: each after a blank row, under its name
/// ("Tomorrow", "Sat 28"), with as many of its events as fit and "+2 more" on a row of its own under them when some do
/// not (a row no event's target covers: a click there is the tile's). A day comes only with a row under its name, so a
/// name never ends the tile with nothing under it: with one row and several events, that row says how many ("2 events").
struct DaysAhead {
    /// A day shown: its date, the events that fit, and how many more it has.
    struct Day {
        let date: CivilDate
        let events: [CalendarEvent]
        let hidden: Int
    }

    /// The days shown, in order.
    let days: [Day]

    /// Rows a day takes besides its events: the blank row above it and its name.
    static let rowsPerDay = 2

    /// The days after `entry`'s today, up to its look-ahead, that fit in `rows` rows.
    init(entry: CalendarEntry, rows: Int) {
        var left = rows, days: [Day] = []
        for offset in 1...CalendarEntry.daysAhead where left > Self.rowsPerDay {
            let date = entry.today.adding(days: offset)
            let events = entry.beginning(on: date)
            guard !events.isEmpty else { continue }
            let room = left - Self.rowsPerDay
            // All of them, or as many as leave a row for "+N more" (none, with a row for one only: "2 events" then).
            let shown = events.count <= room ? events.count : room - 1
            days.append(Day(date: date, events: Array(events.prefix(shown)), hidden: events.count - shown))
            left -= Self.rowsPerDay + shown + (shown < events.count ? 1 : 0)
        }
        self.days = days
    }

    /// The events shown, each with its day, for the time column they share with today's.
    var events: [(CalendarEvent, CivilDate)] {
        days.flatMap { day in day.events.map { ($0, day.date) } }
    }

    /// The days drawn, their times in a column `timeWidth` wide, so the marks line up with today's.
    func view(_ parts: CalendarParts, timeWidth: Int) -> any View {
        let rows = days.flatMap { day -> [FittingList.Row] in
            let name = parts.relativeDay(day.date)
            let events = day.events.map { parts.listRow($0, on: day.date, timeWidth: timeWidth, showsLocation: true) }
            // Under the events, on a row of its own, as a list's own "+N more" is; "2 events" when none fit.
            let note = day.events.isEmpty ? parts.eventCount(day.hidden) : FittingList.more(day.hidden)(parts.locale)
            let more = day.hidden > 0 ? [FittingList.Row(label: name, view: Text(note).font(.caption).foregroundStyle(.secondaryLabel))] : []
            return [FittingList.Row(label: name, view: Spacer().frame(height: 1)),
                    FittingList.Row(label: name, view: Text(name).font(.subheadline).foregroundStyle(.secondaryLabel))] + events + more
        }
        // A list, so each event's row is its target across the tile, as today's are.
        return FittingList(rows)
    }
}
