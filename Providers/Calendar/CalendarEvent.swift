import FoundationEssentials
import WidgettyKit

/// One occurrence of an event, as the calendar tile shows it.
public struct CalendarEvent: Sendable, Hashable {
    /// When it happens: between two moments, or on whole days.
    public enum Timing: Sendable, Hashable {
        case timed(start: Date, end: Date)
        /// From the first day up to, not including, `end` (iCalendar's DTEND is exclusive).
        case allDay(first: CivilDate, end: CivilDate)
    }

    public var title: String
    public var location: String?
    /// The event's URL property, when it has one.
    public var url: String?
    public var timing: Timing
    /// Whether it is someone's birthday (🎂 and a warm accent).
    public var isBirthday: Bool
    /// Whether it is a holiday, from a `holidays = true` source or a calendar named as holidays.
    public var isHoliday: Bool
    /// Which of the widget's sources it came from (its name and color).
    public var source: Int

    /// Creates an occurrence.
    public init(title: String, location: String? = nil, url: String? = nil, timing: Timing,
                isBirthday: Bool = false, isHoliday: Bool = false, source: Int = 0) {
        self.title = title
        self.location = location
        self.url = url
        self.timing = timing
        self.isBirthday = isBirthday
        self.isHoliday = isHoliday
        self.source = source
    }

    /// True for all-day (date-only) events.
    public var isAllDay: Bool {
        if case .allDay = timing { return true }
        return false
    }

    /// The first moment it covers in `zone` (an all-day event: its first midnight there).
    public func start(in zone: ZoneInfo) -> Date {
        switch timing {
        case .timed(let start, _): start
        case .allDay(let first, _): first.start(in: zone)
        }
    }

    /// The moment it is over in `zone` (an all-day event: the midnight its exclusive end day begins).
    public func end(in zone: ZoneInfo) -> Date {
        switch timing {
        case .timed(_, let end): end
        case .allDay(_, let end): end.start(in: zone)
        }
    }

    /// Whether it fills the whole of `day`, one of the days it covers, in `zone`: an all-day event, or a timed one that
    /// began on an earlier day and goes on past this one (a conference's middle day), which a day's list shows as all-day.
    func fills(_ day: CivilDate, in zone: ZoneInfo) -> Bool {
        guard case .timed(let start, let end) = timing else { return true }
        return start < day.start(in: zone) && end >= day.adding(days: 1).start(in: zone)
    }

    /// Whether it covers any of `interval` in `zone`; an event that began before and ends inside counts.
    public func overlaps(_ interval: DateInterval, in zone: ZoneInfo) -> Bool {
        let start = start(in: zone), end = end(in: zone)
        if start == end { return start >= interval.start && start < interval.end }
        return start < interval.end && end > interval.start
    }
}

extension CalendarEvent.Timing {
    /// True for all-day (date-only) timings.
    var isAllDay: Bool {
        if case .allDay = self { return true }
        return false
    }
}

extension CalendarEvent {
    /// The tile's order: by start in `zone`; on the same start, all-day events first, then the shorter.
    static func isBefore(_ a: CalendarEvent, _ b: CalendarEvent, in zone: ZoneInfo) -> Bool {
        let startA = a.start(in: zone), startB = b.start(in: zone)
        if startA != startB { return startA < startB }
        if a.isAllDay != b.isAllDay { return a.isAllDay }
        let endA = a.end(in: zone), endB = b.end(in: zone)
        if endA != endB { return endA < endB }
        return a.title < b.title
    }
}
