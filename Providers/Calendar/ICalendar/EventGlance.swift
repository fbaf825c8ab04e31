import WidgettyKit

/// What a VEVENT's own lines say before libical reads it: its UID, and for an event that happens once, the time it
/// can cover, so one far from the window need not be parsed at all (`OutsideEvents`). `CalendarOutline` reads it.
///
/// Read only where a glance is sure: an event with RRULE, RDATE, EXDATE, EXRULE or RECURRENCE-ID (or any line whose
/// name holds "RRULE", which libical may note as a broken rule), without exactly one DTSTART, or with a time or
/// duration in any but its plain form (`PlainTime`), has no extent and is parsed as before.
struct EventGlance {
    /// The span of time an event that happens once can cover, as wall-clock seconds read as UTC (a zone moves it by
    /// less than `OutsideEvents.margin`), and the TZIDs its times name.
    struct Extent {
        var earliest: Int64
        var latest: Int64
        var zones: [String]
    }

    /// The UID, trimmed and upper-cased (so two UIDs libical tells apart may match here, never the reverse), hashed;
    /// nil when there is none.
    var uid: Int?
    /// False when the UID is not plain enough to compare here (two UID lines, a quoted parameter, an escape): the
    /// event may share it with any other.
    var uidIsKnown = true
    /// nil when the event may repeat or a time is not read here.
    var extent: Extent?

    /// Reads an event's own content lines (not those of a VALARM inside it) into a glance.
    struct Reader {
        /// Each time property's value as read (nil: not plain) and how many lines name it.
        private var start: PlainTime?, starts = 0
        private var end: PlainTime?, ends = 0
        private var duration: Int64?, durations = 0
        private var uid: Int?, uidLines = 0, uidIsKnown = true
        private var repeats = false

        /// Takes in one line: `name` upper-cased, `line` as written.
        mutating func read(name: Substring, line: Slice<UnsafeBufferPointer<UInt8>>) {
            switch name {
            case "UID":
                uidLines += 1
                readUID(PlainLine(line))
            case "DTSTART":
                starts += 1
                start = PlainLine(line).flatMap(PlainTime.init)
            case "DTEND":
                ends += 1
                end = PlainLine(line).flatMap(PlainTime.init)
            case "DURATION":
                durations += 1
                duration = PlainLine(line).flatMap(PlainTime.duration)
            case "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID": repeats = true
            default: if Self.holdsRule(name) { repeats = true }
            }
        }

        /// What the lines read so far say.
        var glance: EventGlance {
            EventGlance(uid: uid, uidIsKnown: uidIsKnown, extent: extent)
        }

        private var extent: Extent? {
            guard !repeats, starts == 1, let start, ends <= 1, durations <= 1 else { return nil }
            var latest = start.seconds + (start.isDate ? 86_400 : 0)
            var zones = start.zone.map { [$0] } ?? []
            if ends == 1 {
                guard let end else { return nil }
                latest = max(latest, end.seconds)
                if let zone = end.zone { zones.append(zone) }
            }
            if durations == 1 {
                guard let duration else { return nil }
                latest = max(latest, start.seconds + duration)
            }
            return Extent(earliest: start.seconds, latest: latest, zones: zones)
        }

        private static let rule = Array("RRULE".utf8)

        /// Whether `name` holds "RRULE" ("X-RRULE"), compared byte by byte: the text search costs a table per call.
        private static func holdsRule(_ name: Substring) -> Bool {
            let bytes = name.utf8
            var from = bytes.startIndex
            while let found = bytes[from...].firstIndex(of: rule[0]) {
                if bytes[found...].starts(with: rule) { return true }
                from = bytes.index(after: found)
            }
            return false
        }

        private mutating func readUID(_ line: PlainLine?) {
            guard uidLines == 1, let line, !line.value.contains(UInt8(ascii: "\\")) else {
                uidIsKnown = false
                return
            }
            // An empty UID is none (`EventReader`); one of spaces is a UID all the same.
            if !line.value.isEmpty { uid = String(decoding: line.value, as: UTF8.self).trimmingWhitespace().uppercased().hashValue }
        }
    }
}
