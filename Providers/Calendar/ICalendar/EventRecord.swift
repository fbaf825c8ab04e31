import CLibical
import FoundationEssentials

/// An event's start (or any date value) as read: a day, or a wall-clock time and the moment it means.
enum EventTime {
    case day(CivilDate)
    case moment(Date, wall: icaltimetype)

    /// What matches an occurrence to its EXDATE or RECURRENCE-ID: the day, or the second.
    var key: InstanceKey {
        switch self {
        case .day(let day): .day(day)
        // Moments come from time_t, so they fit; an impossible one would only fail to match.
        case .moment(let date, _): .moment(Int64(exactly: date.timeIntervalSince1970.rounded(.down)) ?? .max)
        }
    }

    /// The day of the wall clock (an all-day event's date, or a timed one's date in its own zone).
    var day: CivilDate {
        switch self {
        case .day(let day): day
        case .moment(_, let wall): CivilDate(year: Int(wall.year), month: Int(wall.month), day: Int(wall.day))
        }
    }
}

/// What identifies one occurrence of a repeating event.
enum InstanceKey: Hashable {
    case day(CivilDate)
    case moment(Int64)
}

/// How long each occurrence lasts: whole days (all-day events) or seconds.
enum EventLength {
    case days(Int)
    case seconds(Double)
}

/// One VEVENT read out of libical: its words, its start and length, and its repeat rules.
///
/// Only made and used while `Libical.run` holds libical: `anchor` and `rules` point into it.
struct EventRecord {
    var uid: String
    var title: String
    var location: String?
    var url: String?
    var categories: [String]
    var isCancelled: Bool
    var start: EventTime
    /// The zone the start's wall clock is in; repeat rules step in it, so 09:00 stays 09:00 across DST.
    var anchor: ZoneAnchor?
    var length: EventLength
    var rules: [icalrecurrencetype]
    /// RDATEs: a start, and for a PERIOD value its own end.
    var extraDates: [(start: EventTime, end: EventTime?)]
    var exclusions: [EventTime]
    /// RECURRENCE-ID: which occurrence of its master this one replaces.
    var recurrenceID: EventTime?
    /// `RANGE=THISANDFUTURE`: it replaces that occurrence and moves every later one alike.
    var thisAndFuture: Bool
    /// Which save of the event this is: its SEQUENCE, then its LAST-MODIFIED or DTSTAMP (the later), in seconds since 1970.
    var revision = Revision(sequence: 0, stamp: 0)

    /// A save's SEQUENCE and time stamp, ordered as saves are: the higher SEQUENCE, then the later stamp, is newer.
    struct Revision: Comparable {
        var sequence: Int
        var stamp: Int64

        static func < (a: Revision, b: Revision) -> Bool { (a.sequence, a.stamp) < (b.sequence, b.stamp) }
    }

    /// Whether a rule repeats it every year (a birthday is).
    var repeatsYearly: Bool {
        rules.contains { $0.freq == ICAL_YEARLY_RECURRENCE }
    }
}
