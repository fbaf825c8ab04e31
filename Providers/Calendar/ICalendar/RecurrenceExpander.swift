import CLibical
import FoundationEssentials
import WidgettyKit

/// Expands event records into their occurrences inside a window: repeat rules through libical's
/// recurrence iterator, RDATE and EXDATE, and moved occurrences (RECURRENCE-ID) in place of the
/// ones they replace.
///
/// libical's `icalcomponent_foreach_recurrence` applies RRULE, RDATE and EXDATE, but not the
/// RECURRENCE-ID overrides (separate VEVENTs with the same UID), and it cannot be stopped after a
/// number of steps; so this drives `icalrecur_iterator` itself and matches overrides by UID and
/// RECURRENCE-ID. Every loop is bounded (`ExpansionLimits`).
struct RecurrenceExpander {
    /// One occurrence and the record whose title, place and flags it shows.
    struct Occurrence {
        let record: EventRecord
        let timing: CalendarEvent.Timing
    }

    /// The calendar's zones, and through them libical.
    let zones: ZoneResolver
    let window: DateInterval
    let viewerZone: ZoneInfo
    /// Iterator steps the calendar's rules may take together (`ExpansionLimits.iteratorStepsPerCalendar`).
    let stepLimit: Int
    /// Iterator steps taken so far, by every rule.
    var stepsTaken = 0
    private var ical: widgetty_libical { zones.ical }
    /// What was cut short, in words, for the log.
    var notes: [String] = []

    /// The occurrences of `master` and of its overrides that overlap the window.
    mutating func occurrences(of master: EventRecord, overrides: [EventRecord]) -> [Occurrence] {
        var found: [Occurrence] = []
        let overrides = overrides.filter { !Self.isStale($0, of: master) }
        let futureMoves = overrides.filter { $0.thisAndFuture && $0.recurrenceID != nil }
            .sorted { Self.isBefore($0.recurrenceID!, $1.recurrenceID!) }
        if !master.isCancelled {
            for instance in instances(of: master) {
                if overrides.contains(where: { $0.recurrenceID.map { Self.matches($0, instance.start) } ?? false }) { continue }
                var record = master, start = instance.start, end = instance.end
                if let move = futureMoves.last(where: { !Self.isBefore(instance.start, $0.recurrenceID!) }) {
                    start = Self.shift(instance.start, from: move.recurrenceID!, to: move.start)
                    end = nil
                    record = move
                    record.length = move.length
                }
                let timing = Self.timing(start: start, end: end, length: record.length)
                if overlapsWindow(timing), !record.isCancelled { found.append(Occurrence(record: record, timing: timing)) }
            }
        }
        for override in overrides where !override.isCancelled {
            let timing = Self.timing(start: override.start, end: nil, length: override.length)
            if overlapsWindow(timing) { found.append(Occurrence(record: override, timing: timing)) }
        }
        return found
    }

    /// DTSTART, each rule's occurrences and the RDATEs, without EXDATEs or repeats, from the window's reach on.
    private mutating func instances(of record: EventRecord) -> [(start: EventTime, end: EventTime?)] {
        var seen = Set<InstanceKey>()
        var list: [(start: EventTime, end: EventTime?)] = []
        let excludedKeys = Set(record.exclusions.map(\.key))
        let excludedDays = Set(record.exclusions.compactMap { time -> CivilDate? in
            if case .day(let day) = time { return day }
            return nil
        })
        func add(_ start: EventTime, _ end: EventTime?) {
            guard !excludedKeys.contains(start.key), !excludedDays.contains(start.day), seen.insert(start.key).inserted else { return }
            list.append((start, end))
        }
        add(record.start, nil)
        for rule in record.rules {
            for start in ruleOccurrences(rule, of: record) { add(start, nil) }
        }
        for extra in record.extraDates {
            let start: EventTime = if case .day = record.start { .day(extra.start.day) } else { extra.start }
            if !beginsAfterWindow(start) { add(start, extra.end) }
        }
        return list
    }

    /// One rule's occurrences that may overlap the window, skipping ahead where libical allows it (rules without COUNT).
    private mutating func ruleOccurrences(_ rule: icalrecurrencetype, of record: EventRecord) -> [EventTime] {
        let label = record.title.isEmpty ? "An event without a title" : QuotedValue.quote(record.title)
        if let refusal = RuleShape.refusal(rule) {
            notes.append("\(label): \(refusal)")
            return []
        }
        guard stepsTaken < stepLimit else { return [] }
        guard let iterator = ical.icalrecur_iterator_new(RuleShape.ending(rule, by: searchEnd(of: record)), startValue(of: record)) else {
            ical.icalerror_clear_errno()
            notes.append("\(label): its repeat rule could not be followed and is ignored")
            return []
        }
        defer { ical.icalrecur_iterator_free(iterator) }
        if rule.count == 0, let skip = skipPoint(for: record) {
            if ical.icalrecur_iterator_set_start(iterator, skip) == 0 { ical.icalerror_clear_errno() }
        }
        var starts: [EventTime] = []
        var steps = 0
        while true {
            let next = ical.icalrecur_iterator_next(iterator)
            if ical.icaltime_is_null_time(next) != 0 { break }
            steps += 1
            stepsTaken += 1
            if stepsTaken == stepLimit {
                notes.append("The calendar’s repeat rules took \(stepLimit) steps together; the rest are not followed")
                break
            }
            if steps > ExpansionLimits.iteratorSteps {
                notes.append("\(label): stopped following its repeat rule after \(ExpansionLimits.iteratorSteps) steps")
                break
            }
            let start: EventTime
            switch (record.start, record.anchor) {
            case (.moment, let anchor?): start = .moment(zones.moment(next, in: anchor), wall: next)
            default: start = .day(CivilDate(year: Int(next.year), month: Int(next.month), day: Int(next.day)))
            }
            if beginsAfterWindow(start) { break }
            guard overlapsWindow(Self.timing(start: start, end: nil, length: record.length)) else { continue }
            starts.append(start)
            if starts.count >= ExpansionLimits.occurrencesPerEvent {
                notes.append("\(label) repeats more than \(ExpansionLimits.occurrencesPerEvent) times in view; the first \(ExpansionLimits.occurrencesPerEvent) are shown")
                break
            }
        }
        return starts
    }

    /// DTSTART for the iterator: the wall clock, in its libical zone so a UTC `UNTIL` compares right.
    private func startValue(of record: EventRecord) -> icaltimetype {
        switch record.start {
        case .day(let day):
            var value = Self.midnight(of: day, in: ical.icaltime_null_time())
            value.is_date = 1
            return value
        case .moment(_, var wall):
            wall.zone = record.anchor?.libicalZone
            return wall
        }
    }

    /// Two days after the window, as the last UNTIL a rule is searched to: no occurrence past it is shown, and libical's
    /// search for a rule that never matches (`BYYEARDAY=200;BYMONTH=1`) stops there instead of at its last year.
    private func searchEnd(of record: EventRecord) -> icaltimetype {
        var value = Self.midnight(of: CivilDate(window.end, in: .utc).adding(days: 2), in: ical.icaltime_null_time())
        if case .day = record.start { value.is_date = 1 } else { value.zone = ical.icaltimezone_get_utc_timezone() }
        return value
    }

    /// Two days before the window less the event's length, as the iterator's start, when that is after DTSTART.
    private func skipPoint(for record: EventRecord) -> icaltimetype? {
        let seconds: Double = switch record.length {
        case .days(let days): Double(days) * 86_400
        case .seconds(let seconds): seconds
        }
        let day = CivilDate(window.start.addingTimeInterval(-seconds - 2 * 86_400), in: .utc)
        guard day > record.start.day else { return nil }
        return Self.midnight(of: day, in: startValue(of: record))
    }

    /// `value` moved to 00:00:00 on `day`, its zone and kind kept.
    private static func midnight(of day: CivilDate, in value: icaltimetype) -> icaltimetype {
        var value = value
        value.year = Int32(day.year)
        value.month = Int32(day.month)
        value.day = Int32(day.day)
        value.hour = 0
        value.minute = 0
        value.second = 0
        return value
    }

    private func beginsAfterWindow(_ start: EventTime) -> Bool {
        switch start {
        case .day(let day): day.start(in: viewerZone) >= window.end
        case .moment(let date, _): date >= window.end
        }
    }

    private func overlapsWindow(_ timing: CalendarEvent.Timing) -> Bool {
        CalendarEvent(title: "", timing: timing).overlaps(window, in: viewerZone)
    }

    /// The span of an occurrence from its start and its own end (an RDATE PERIOD) or the event's length.
    static func timing(start: EventTime, end: EventTime?, length: EventLength) -> CalendarEvent.Timing {
        switch (start, length) {
        case (.day(let first), .days(let days)):
            if case .day(let last)? = end, last > first { return .allDay(first: first, end: last) }
            return .allDay(first: first, end: first.adding(days: max(1, days)))
        case (.day(let first), .seconds):
            return .allDay(first: first, end: first.adding(days: 1))
        case (.moment(let date, _), .seconds(let seconds)):
            if case .moment(let last, _)? = end, last >= date { return .timed(start: date, end: last) }
            return .timed(start: date, end: date.addingTimeInterval(seconds))
        case (.moment(let date, _), .days(let days)):
            return .timed(start: date, end: date.addingTimeInterval(Double(days) * 86_400))
        }
    }

    /// Whether a RECURRENCE-ID names this occurrence: the same second; or the same day when either is a date (an
    /// all-day series' override written as a DATE-TIME, with a TZID or Z, as Exchange and Apple iCal write it, names
    /// the day its wall clock shows).
    static func matches(_ recurrenceID: EventTime, _ start: EventTime) -> Bool {
        if case .moment = recurrenceID, case .moment = start { return recurrenceID.key == start.key }
        return recurrenceID.day == start.day
    }

    /// Whether an override belongs to an older save of its series: a lower SEQUENCE than the master's, for an
    /// occurrence the master has since excluded (a series saved again without that day keeps the old override).
    static func isStale(_ override: EventRecord, of master: EventRecord) -> Bool {
        guard let recurrenceID = override.recurrenceID, override.revision.sequence < master.revision.sequence else { return false }
        return master.exclusions.contains { matches($0, recurrenceID) }
    }

    /// Whether `a` comes before `b` (days compare as days).
    static func isBefore(_ a: EventTime, _ b: EventTime) -> Bool {
        switch (a, b) {
        case (.moment(let x, _), .moment(let y, _)): x < y
        default: a.day < b.day
        }
    }

    /// `start` moved as `RANGE=THISANDFUTURE` moves it: by the distance from the RECURRENCE-ID to the override's start.
    static func shift(_ start: EventTime, from recurrenceID: EventTime, to moved: EventTime) -> EventTime {
        switch (start, recurrenceID, moved) {
        case (.moment(let date, let wall), .moment(let from, _), .moment(let to, _)):
            return .moment(date.addingTimeInterval(to.timeIntervalSince(from)), wall: wall)
        default:
            return .day(start.day.adding(days: moved.day.daysSince1970 - recurrenceID.day.daysSince1970))
        }
    }
}
