import CLibical
import FoundationEssentials
import WidgettyKit

/// Reads a VEVENT component into an `EventRecord`, noting what it had to skip or guess.
struct EventReader {
    let zones: ZoneResolver
    private var ical: widgetty_libical { zones.ical }
    /// Problems with single events, in words, for the log (the feed still shows).
    var notes: [String] = []

    /// The record for `event`, or nil (with a note) when it has no usable start.
    mutating func read(_ event: OpaquePointer) -> EventRecord? {
        let title = text(ical.icalcomponent_get_summary(event)) ?? ""
        let label = title.isEmpty ? "an event without a title" : QuotedValue.quote(title)
        guard let startProperty = ical.icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY) else {
            notes.append("\(label) has no DTSTART and is skipped")
            return nil
        }
        guard let (start, anchor) = time(ical.icalproperty_get_dtstart(startProperty), of: startProperty, label: label) else {
            notes.append("\(label) has an invalid DTSTART and is skipped")
            return nil
        }
        var record = EventRecord(
            uid: text(ical.icalcomponent_get_uid(event)) ?? "", title: title,
            location: text(ical.icalcomponent_get_location(event)), url: firstText(event, ICAL_URL_PROPERTY, ical.icalproperty_get_url),
            categories: allTexts(event, ICAL_CATEGORIES_PROPERTY, ical.icalproperty_get_categories),
            isCancelled: ical.icalcomponent_get_status(event) == ICAL_STATUS_CANCELLED,
            start: start, anchor: anchor, length: .seconds(0), rules: [], extraDates: [], exclusions: [],
            recurrenceID: nil, thisAndFuture: false)
        record.length = length(of: event, start: start, label: label)
        record.revision = revision(of: event)
        wholeDaysIfMidnightToMidnight(&record, event: event)
        readRules(event, into: &record, label: label)
        readDates(event, into: &record, label: label)
        return record
    }

    /// The value of a date property as a day or a moment, with the zone its wall clock is in.
    mutating func time(_ value: icaltimetype, of property: OpaquePointer, label: String) -> (EventTime, ZoneAnchor?)? {
        guard ical.icaltime_is_null_time(value) == 0 else { return nil }
        let day = CivilDate(year: Int(value.year), month: Int(value.month), day: Int(value.day))
        guard day.isValid, (0..<24).contains(value.hour), (0..<60).contains(value.minute), (0...60).contains(value.second) else {
            return nil
        }
        if value.is_date != 0 { return (.day(day), nil) }
        let tzid = tzidParameter(property)
        var anchor = zones.anchor(tzid: tzid, isUTC: ical.icaltime_is_utc(value) != 0)
        if anchor == nil, let tzid {
            notes.append("\(label) names an unknown time zone \(QuotedValue.quote(tzid)); shown in \(zones.floating.identifier)")
            anchor = .system(zones.floating)
        }
        guard let anchor else { return nil }
        return (.moment(zones.moment(value, in: anchor), wall: value), anchor)
    }

    /// SEQUENCE (0 when absent) and the later of LAST-MODIFIED and DTSTAMP (0 when neither is read).
    private func revision(of event: OpaquePointer) -> EventRecord.Revision {
        var stamps = [ical.icalcomponent_get_dtstamp(event)]
        if let modified = ical.icalcomponent_get_first_property(event, ICAL_LASTMODIFIED_PROPERTY) {
            stamps.append(ical.icalproperty_get_lastmodified(modified))
        }
        let seconds = stamps.filter { ical.icaltime_is_null_time($0) == 0 }.map { Int64(ical.icaltime_as_timet($0)) }
        return EventRecord.Revision(sequence: Int(ical.icalcomponent_get_sequence(event)), stamp: seconds.max() ?? 0)
    }

    /// DTEND less DTSTART, else DURATION, else a day for all-day events and nothing for timed ones.
    private mutating func length(of event: OpaquePointer, start: EventTime, label: String) -> EventLength {
        if let property = ical.icalcomponent_get_first_property(event, ICAL_DTEND_PROPERTY),
           let (end, _) = time(ical.icalproperty_get_dtend(property), of: property, label: label) {
            switch (start, end) {
            case (.day(let first), .day(let last)): return .days(max(1, last.daysSince1970 - first.daysSince1970))
            case (.moment(let first, _), .moment(let last, _)): return .seconds(max(0, last.timeIntervalSince(first)))
            case (.day(let first), .moment(_, _)): return .days(max(1, end.day.daysSince1970 - first.daysSince1970))
            case (.moment(let first, _), .day(let last)): return .seconds(max(0, last.start(in: zones.floating).timeIntervalSince(first)))
            }
        }
        if let property = ical.icalcomponent_get_first_property(event, ICAL_DURATION_PROPERTY) {
            let seconds = Int(ical.icaldurationtype_as_int(ical.icalproperty_get_duration(property)))
            if case .day = start { return .days(max(1, seconds / 86_400)) }
            return .seconds(Double(max(0, seconds)))
        }
        if case .day = start { return .days(1) }
        return .seconds(0)
    }

    /// A timed event from midnight to midnight in its own zone (how some feeds write holidays) is an all-day event.
    private func wholeDaysIfMidnightToMidnight(_ record: inout EventRecord, event: OpaquePointer) {
        guard case .moment(_, let wall) = record.start, ical.icaltime_is_utc(wall) == 0,
              wall.hour == 0, wall.minute == 0, wall.second == 0,
              case .seconds(let seconds) = record.length, seconds >= 86_400,
              let property = ical.icalcomponent_get_first_property(event, ICAL_DTEND_PROPERTY) else { return }
        let end = ical.icalproperty_get_dtend(property)
        guard end.is_date == 0, end.hour == 0, end.minute == 0, end.second == 0,
              tzidParameter(property) == tzidParameter(ical.icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY)) else { return }
        let first = record.start.day
        let last = CivilDate(year: Int(end.year), month: Int(end.month), day: Int(end.day))
        guard last.isValid, last > first else { return }
        record.start = .day(first)
        record.length = .days(last.daysSince1970 - first.daysSince1970)
    }

    /// RRULEs; one libical refused for an unknown part (Evolution's `X-EVOLUTION-ENDDATE`) is read again without it.
    private mutating func readRules(_ event: OpaquePointer, into record: inout EventRecord, label: String) {
        var property = ical.icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY)
        while let current = property {
            var rule = ical.icalproperty_get_rrule(current)
            if rule.freq != ICAL_NO_RECURRENCE {
                // RFC 7529's RSCALE names the calendar a rule counts in; its text belongs to the event, which is freed once
                // read, so a rule must not keep it. Gregorian is what a rule without it means; others are not followed.
                if let scale = rule.rscale.map({ String(cString: $0) }), scale.uppercased() != "GREGORIAN" {
                    notes.append("\(label): its repeat rule counts in the \(QuotedValue.quote(scale)) calendar (RSCALE), which widgetty does not follow; only its first date is shown")
                } else {
                    rule.rscale = nil
                    record.rules.append(rule)
                }
            }
            property = ical.icalcomponent_get_next_property(event, ICAL_RRULE_PROPERTY)
        }
        // libical drops an RRULE it cannot parse and leaves an X-LIC-ERROR quoting it.
        var error = ical.icalcomponent_get_first_property(event, ICAL_XLICERROR_PROPERTY)
        while let current = error {
            if let message = text(ical.icalproperty_get_xlicerror(current)) {
                if var rule = RuleRepair.rule(fromError: message, ical: ical) {
                    rule.rule.rscale = nil
                    record.rules.append(rule.rule)
                    notes.append("\(label): ignored \(rule.dropped.joined(separator: ", ")) in its repeat rule")
                } else if message.contains("RRULE") {
                    notes.append("\(label): its repeat rule could not be read and is ignored")
                }
            }
            error = ical.icalcomponent_get_next_property(event, ICAL_XLICERROR_PROPERTY)
        }
    }

    /// RDATE, EXDATE and RECURRENCE-ID, each resolved in its own TZID (libical splits comma lists into one property each).
    private mutating func readDates(_ event: OpaquePointer, into record: inout EventRecord, label: String) {
        var property = ical.icalcomponent_get_first_property(event, ICAL_RDATE_PROPERTY)
        while let current = property {
            let value = ical.icalproperty_get_rdate(current)
            if ical.icaltime_is_null_time(value.period.start) == 0 {
                if let (start, _) = time(value.period.start, of: current, label: label) {
                    var end: EventTime?
                    if ical.icaltime_is_null_time(value.period.end) == 0 {
                        end = time(value.period.end, of: current, label: label)?.0
                    } else if case .moment(let date, let wall) = start {
                        end = .moment(date.addingTimeInterval(Double(ical.icaldurationtype_as_int(value.period.duration))), wall: wall)
                    }
                    record.extraDates.append((start, end))
                }
            } else if let (start, _) = time(value.time, of: current, label: label) {
                record.extraDates.append((start, nil))
            }
            property = ical.icalcomponent_get_next_property(event, ICAL_RDATE_PROPERTY)
        }
        property = ical.icalcomponent_get_first_property(event, ICAL_EXDATE_PROPERTY)
        while let current = property {
            if let (date, _) = time(ical.icalproperty_get_exdate(current), of: current, label: label) { record.exclusions.append(date) }
            property = ical.icalcomponent_get_next_property(event, ICAL_EXDATE_PROPERTY)
        }
        if let current = ical.icalcomponent_get_first_property(event, ICAL_RECURRENCEID_PROPERTY) {
            record.recurrenceID = time(ical.icalproperty_get_recurrenceid(current), of: current, label: label)?.0
            if let range = ical.icalproperty_get_first_parameter(current, ICAL_RANGE_PARAMETER) {
                record.thisAndFuture = ical.icalparameter_get_range(range) == ICAL_RANGE_THISANDFUTURE
            }
        }
    }

    private func tzidParameter(_ property: OpaquePointer?) -> String? {
        guard let property, let parameter = ical.icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) else { return nil }
        return text(ical.icalparameter_get_tzid(parameter))
    }

    private func firstText(_ event: OpaquePointer, _ kind: icalproperty_kind,
                           _ get: (OpaquePointer?) -> UnsafePointer<CChar>?) -> String? {
        ical.icalcomponent_get_first_property(event, kind).flatMap { text(get($0)) }
    }

    private func allTexts(_ event: OpaquePointer, _ kind: icalproperty_kind,
                          _ get: (OpaquePointer?) -> UnsafePointer<CChar>?) -> [String] {
        var texts: [String] = []
        var property = ical.icalcomponent_get_first_property(event, kind)
        while let current = property {
            if let value = text(get(current)) { texts.append(value) }
            property = ical.icalcomponent_get_next_property(event, kind)
        }
        return texts
    }

    /// A C string from libical as Swift text (invalid UTF-8 repaired), nil when absent or empty.
    func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer, pointer.pointee != 0 else { return nil }
        return String(cString: pointer)
    }
}
