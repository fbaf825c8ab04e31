import CLibical
import FoundationEssentials
import WidgettyKit

/// Reads an iCalendar text into the occurrences that overlap a window, through libical.
public enum ICalendarReader {
    /// What one calendar holds in the window.
    public struct Reading: Sendable {
        /// `X-WR-CALNAME`, when the calendar names itself.
        public var name: String?
        /// The occurrences in the window, in order of their start in the viewer's zone.
        public var events: [CalendarEvent]
        /// What was skipped or guessed (an unknown zone, a rule cut short), for the log; the rest still shows.
        public var notes: [String]
        /// How many VEVENTs were handed to libical: events that happen once far from the window are not (`OutsideEvents`).
        var parsedEvents = 0
    }

    /// How a source is marked: its index among the widget's sources, and whether its days are holidays.
    public struct SourceMark: Sendable {
        public var index: Int
        public var isHolidays: Bool

        /// A mark for the source at `index`.
        public init(index: Int, isHolidays: Bool) {
            self.index = index
            self.isHolidays = isHolidays
        }
    }

    /// The occurrences of the calendar in `text` that overlap `window`, floating times in `viewerZone`
    /// unless the calendar names its own (`X-WR-TIMEZONE`); a text that is no calendar throws a problem in words.
    public static func read(_ text: String, window: DateInterval, viewerZone: ZoneInfo,
                            mark: SourceMark = SourceMark(index: 0, isHolidays: false)) throws -> Reading {
        try read(text, window: window, viewerZone: viewerZone, mark: mark, eventLimit: ExpansionLimits.eventsPerCalendar,
                 stepLimit: ExpansionLimits.iteratorStepsPerCalendar)
    }

    /// The same, reading at most `eventLimit` VEVENTs and taking at most `stepLimit` steps of repeat rules in all.
    ///
    /// libical parses each VCALENDAR's own lines and zones once (`CalendarOutline.Part`) and then one VEVENT at a
    /// time, each freed once read, leaving out those that happen once far from the window (`OutsideEvents`); a
    /// cancelled task (the runner's timeout) stops within the outline's pass or between events with `CancellationError`.
    static func read(_ text: String, window: DateInterval, viewerZone: ZoneInfo, mark: SourceMark,
                     eventLimit: Int, stepLimit: Int) throws -> Reading {
        try checkLooksLikeCalendar(text)
        var text = text
        // What the read freed stays in glibc's arenas unless handed back (165 MB of a 50,000-event calendar).
        defer { FreedMemory.giveBack() }
        return try text.withUTF8 { bytes in
            let outline = CalendarOutline(bytes, eventLimit: eventLimit)
            try Task.checkCancellation()
            guard outline.isComplete else { throw WidgetProblem("The calendar is cut short: it ends before END:VCALENDAR") }
            return try Libical.run { ical in
                var found = Found(stepsLeft: stepLimit)
                var name: String?
                var spans = outline.events[...]
                // Each VCALENDAR of a stream is a calendar of its own: its zones, its UIDs, its X-WR- properties.
                for (index, part) in outline.calendars.enumerated() {
                    let mine = spans.prefix { $0.calendar == index }
                    spans = spans.dropFirst(mine.count)
                    guard let calendar = parse(part.skeleton, ical: ical) else {
                        ical.icalerror_clear_errno()
                        if index == 0 { throw WidgetProblem("The calendar is cut short: it ends before END:VCALENDAR") }
                        continue
                    }
                    defer { ical.icalcomponent_free(calendar) }
                    let partName = try read(mine, of: bytes, part: part, calendar: calendar, ical: ical, window: window,
                                            viewerZone: viewerZone, mark: mark, into: &found)
                    if index == 0, let zones = found.firstZones {
                        name = partName
                        found.notes = zoneNotes(outline, zones: zones) + outline.notes + found.notes
                    }
                }
                return found.reading(name: name, in: viewerZone)
            }
        }
    }

    /// What the calendars of one text add up to while they are read: the occurrences, the notes, the steps of repeat
    /// rules left to take.
    private struct Found {
        var stepsLeft: Int
        var events: [CalendarEvent] = []
        /// Feeds repeat events under other UIDs (Google's birthdays, a re-imported holiday): one of each is enough.
        var shown = Set<CalendarEvent>()
        var notes: [String] = []
        /// The first calendar's zones, which name the zone floating times are shown in.
        var firstZones: ZoneResolver?
        var parsedEvents = 0

        /// The reading: the occurrences in order and the notes said once each, both within their limits.
        func reading(name: String?, in viewerZone: ZoneInfo) -> Reading {
            var events = events
            // Said once each: an unknown zone is met again in every property that names it (DTSTART, DTEND, EXDATE).
            var said = Set<String>()
            var notes = notes.filter { said.insert($0).inserted }
            if notes.count > ExpansionLimits.notesPerCalendar {
                let more = notes.count - ExpansionLimits.notesPerCalendar
                notes.removeLast(more)
                notes.append("and \(more) more notes like these")
            }
            if events.count > ExpansionLimits.occurrencesPerCalendar {
                notes.append("The calendar has more than \(ExpansionLimits.occurrencesPerCalendar) occurrences in view; the rest are not shown")
                events.removeLast(events.count - ExpansionLimits.occurrencesPerCalendar)
            }
            events.sort { CalendarEvent.isBefore($0, $1, in: viewerZone) }
            return Reading(name: name, events: events, notes: notes, parsedEvents: parsedEvents)
        }
    }

    /// Says in words what a text is when it is not iCalendar: empty, a web page, something else.
    static func checkLooksLikeCalendar(_ text: String) throws {
        let start = text.prefix(4096).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.isEmpty { throw WidgetProblem("The calendar file is empty") }
        if start.first == "<" { throw WidgetProblem("The address gave a web page (HTML), not an iCalendar file") }
        if !start.uppercased().hasPrefix("BEGIN:VCALENDAR") {
            throw WidgetProblem("This is not an iCalendar file: it does not begin with BEGIN:VCALENDAR")
        }
    }

    /// The VEVENTs of one VCALENDAR, parsed one at a time and grouped by UID so overrides meet their master (the latest
    /// save of it, `SeriesVersions`), then expanded into `found`; returns the calendar's name.
    private static func read(_ spans: ArraySlice<CalendarOutline.EventSpan>, of text: UnsafeBufferPointer<UInt8>,
                             part: CalendarOutline.Part, calendar: OpaquePointer, ical: widgetty_libical, window: DateInterval,
                             viewerZone: ZoneInfo, mark: SourceMark, into found: inout Found) throws -> String? {
        let name = xProperty(calendar, "X-WR-CALNAME", ical: ical)
        let floating = xProperty(calendar, "X-WR-TIMEZONE", ical: ical).flatMap(ZoneDatabase.system.zone(named:)) ?? viewerZone
        let zones = ZoneResolver(ical: ical, calendar: calendar, floating: floating, coverage: part.zoneCoverage)
        if found.firstZones == nil { found.firstZones = zones }
        var reader = EventReader(zones: zones)
        var masters: [EventRecord] = []
        var overridesByUID: [String: [EventRecord]] = [:]
        var eventBytes: [UInt8] = []
        var outside = OutsideEvents(spans, window: window, zones: zones)
        for span in spans {
            try Task.checkCancellation()
            if outside.leavesOut(span) { continue }
            found.parsedEvents += 1
            eventBytes.removeAll(keepingCapacity: true)
            CalendarOutline.append(span, of: text, to: &eventBytes)
            guard let event = parse(terminating: &eventBytes, ical: ical) else {
                ical.icalerror_clear_errno()
                continue
            }
            defer { ical.icalcomponent_free(event) }
            if ical.icalcomponent_isa(event) == ICAL_VEVENT_COMPONENT, let record = reader.read(event) {
                if record.recurrenceID != nil, !record.uid.isEmpty {
                    overridesByUID[record.uid, default: []].append(record)
                } else {
                    masters.append(record)
                }
            }
        }
        let versions = SeriesVersions.latest(masters)
        masters = versions.masters
        let masterUIDs = Set(masters.map(\.uid))
        // An override whose master is not in the file is an event of its own.
        for (uid, overrides) in overridesByUID where !masterUIDs.contains(uid) {
            masters += overrides
            overridesByUID[uid] = nil
        }
        var expander = RecurrenceExpander(zones: zones, window: window, viewerZone: viewerZone, stepLimit: found.stepsLeft)
        let holidays = mark.isHolidays || name.map(CalendarKinds.namesHolidays) ?? false
        let birthdays = name.map(CalendarKinds.namesBirthdays) ?? false
        for master in masters where found.events.count <= ExpansionLimits.occurrencesPerCalendar {
            try Task.checkCancellation()
            let overrides = master.uid.isEmpty ? [] : overridesByUID[master.uid] ?? []
            for occurrence in expander.occurrences(of: master, overrides: overrides) {
                let record = occurrence.record
                let event = CalendarEvent(
                    title: record.title, location: record.location, url: record.url, timing: occurrence.timing,
                    isBirthday: birthdays || CalendarKinds.isBirthday(record, isAllDay: occurrence.timing.isAllDay),
                    isHoliday: holidays || CalendarKinds.isHoliday(record), source: mark.index)
                if found.shown.insert(event).inserted { found.events.append(event) }
            }
        }
        found.stepsLeft = max(0, found.stepsLeft - expander.stepsTaken)
        found.notes += reader.notes + versions.notes + expander.notes
        return name
    }

    /// What became of each VTIMEZONE left out: its zone read by name from the system's database, or unknown.
    private static func zoneNotes(_ outline: CalendarOutline, zones: ZoneResolver) -> [String] {
        outline.refusedZones.map { tzid, reason in
            let known = zones.builtin(tzid) != nil || zones.systemZone(tzid) != nil
            let instead = known ? "its times are read by its name from the system’s time-zone database"
                : "the system’s time-zone database has no zone by that name, so its times are shown in \(zones.floating.identifier)"
            return "The time zone \(QuotedValue.quote(tzid)) \(reason), so the file’s rules for it are not read; \(instead)"
        }
    }

    /// libical's tree of one iCalendar text, or nil when it is not one.
    private static func parse(_ bytes: [UInt8], ical: widgetty_libical) -> OpaquePointer? {
        var terminated = bytes
        return parse(terminating: &terminated, ical: ical)
    }

    /// The same for `bytes` kept for the next text: a NUL is added to them in place, without a copy.
    private static func parse(terminating bytes: inout [UInt8], ical: widgetty_libical) -> OpaquePointer? {
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { ical.icalparser_parse_string($0.baseAddress!) }
        }
    }

    /// The value of the calendar's first X- property with this name.
    private static func xProperty(_ calendar: OpaquePointer, _ wanted: String, ical: widgetty_libical) -> String? {
        var property = ical.icalcomponent_get_first_property(calendar, ICAL_X_PROPERTY)
        while let current = property {
            if let name = ical.icalproperty_get_x_name(current), String(cString: name).uppercased() == wanted,
               let value = ical.icalproperty_get_x(current) {
                let text = String(cString: value).trimmingWhitespace()
                return text.isEmpty ? nil : text
            }
            property = ical.icalcomponent_get_next_property(calendar, ICAL_X_PROPERTY)
        }
        return nil
    }
}
