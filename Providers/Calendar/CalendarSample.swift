import FoundationEssentials
import WidgettyKit

/// A believable day for the placeholder and previews: a meeting, lunch and a call around now.
enum CalendarSample {
    /// Today's sample entry at `date` in `zone`.
    static func entry(at date: Date, zone: ZoneInfo) -> CalendarEntry {
        let hour = (date.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        let events = [
            CalendarEvent(title: "Design review", location: "Room 4", timing: .timed(start: Date(timeIntervalSince1970: hour + 3600),
                                                                                      end: Date(timeIntervalSince1970: hour + 7200))),
            CalendarEvent(title: "Lunch with Sam", timing: .timed(start: Date(timeIntervalSince1970: hour + 3 * 3600),
                                                                  end: Date(timeIntervalSince1970: hour + 4 * 3600))),
            CalendarEvent(title: "Call home", timing: .timed(start: Date(timeIntervalSince1970: hour + 6 * 3600),
                                                             end: Date(timeIntervalSince1970: hour + 6.5 * 3600))),
        ]
        return CalendarEntry(date: date, relevance: nil, timeZone: zone, events: events,
                             marks: CalendarProvider.marks(of: events, zone: zone, within: DateInterval(start: date.addingTimeInterval(-86_400), duration: 2 * 86_400)),
                             sources: [CalendarEntry.Source(name: "Calendar", color: .blue)], problems: [], notes: [])
    }
}
