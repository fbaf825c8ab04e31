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

        /// Takes in one line: its name, and the line as written.
        mutating func read(name: LineName, line: Slice<UnsafeBufferPointer<UInt8>>) {
            switch name {
            case "UID":
                uidLines += 1
                readUID(line)
            case "DTSTART":
                starts += 1
                start = PlainLine.read(line, PlainTime.init)
            case "DTEND":
                ends += 1
                end = PlainLine.read(line, PlainTime.init)
            case "DURATION":
                durations += 1
                duration = PlainLine.read(line, PlainTime.duration)
            case "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID": repeats = true
            default: if name.holds("RRULE") { repeats = true }
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

        private mutating func readUID(_ line: Slice<UnsafeBufferPointer<UInt8>>) {
            // nil: not plain; .some(nil): empty, which is no UID (`EventReader`); one of spaces is a UID all the same.
            let read: Int?? = uidLines == 1 ? PlainLine.read(line) { line in
                line.value.contains(UInt8(ascii: "\\")) ? nil : .some(line.value.isEmpty ? nil : Self.key(line.value))
            } : nil
            guard let read else {
                uidIsKnown = false
                return
            }
            uid = read
        }

        /// The UID trimmed of spaces and tabs and upper-cased, hashed; an ASCII one (most are) without the copies
        /// Unicode's trimming and upper-casing take.
        private static func key(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            guard value.allSatisfy({ $0 < 0x80 }) else {
                return String(decoding: value, as: UTF8.self).trimmingWhitespace().uppercased().hashValue
            }
            let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            let start = value.firstIndex { !isBlank($0) } ?? value.endIndex
            let end = value[start...].lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
            return String(unsafeUninitializedCapacity: end - start) { buffer in
                for (offset, byte) in value[start..<end].enumerated() { buffer[offset] = LineName.upperCased(byte) }
                return end - start
            }.hashValue
        }
    }
}
