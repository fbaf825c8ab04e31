/// A calendar's text cut up before libical reads any of it: the VCALENDAR's own lines with the VTIMEZONEs kept
/// (the skeleton, parsed once for its zones), and each VEVENT's bytes on their own, so libical never holds more than
/// one event's tree (a whole 13 MB file as libical's tree took 290 MB).
///
/// What libical would spend without bound on is left out here and said in `notes`: a content line over
/// `ExpansionLimits.longestLine` bytes (libical took 3 s of CPU for one of 10 MB), events past
/// `ExpansionLimits.eventsPerCalendar`, and a VTIMEZONE `ZoneRuleCheck` refuses (its times are then read by the zone's
/// name from the system's tz database, `refusedZones`). Each of libical's parses is one call that cannot be cancelled, so
/// its text is bounded too: a VEVENT or VTIMEZONE past `ExpansionLimits.componentBytes` or nested past
/// `ExpansionLimits.componentDepth` is left out whole (a zone refused), and a VCALENDAR's own lines and zones past
/// `ExpansionLimits.skeletonBytes`. Components other than VEVENT and VTIMEZONE are skipped.
struct CalendarOutline {
    /// One VEVENT: its bytes in the text, less the lines left out inside it, the VCALENDAR it is in, and what its own
    /// lines say of its UID and time.
    struct EventSpan {
        var bytes: Range<Int>
        var omitted: [Range<Int>] = []
        var calendar = 0
        var glance = EventGlance()
    }

    /// One VCALENDAR of the text, read on its own as RFC 5545 reads each object of a stream: its skeleton
    /// (BEGIN:VCALENDAR, its own content lines, its kept VTIMEZONEs and END:VCALENDAR) and the span each of those
    /// VTIMEZONEs describes, by TZID.
    struct Part {
        var skeleton: [UInt8] = []
        var zoneCoverage: [String: ZoneCoverage] = [:]
    }

    /// The VCALENDARs of the text, in order (an iCalendar stream holds several; Mozilla's Swedish holidays 52).
    private(set) var calendars: [Part] = []
    private(set) var events: [EventSpan] = []
    /// VEVENTs past the limit, not read.
    private(set) var eventsLeftOut = 0
    /// Each VTIMEZONE not given to libical: its TZID and why (the first `listedZones`; the rest are counted).
    private(set) var refusedZones: [(tzid: String, reason: String)] = []
    /// VTIMEZONEs not given to libical past the listed ones, or past `ExpansionLimits.zonesPerCalendar`.
    private(set) var zonesLeftOut = 0
    private var keptZones = 0
    /// Whether the first VCALENDAR ended: a text without its END:VCALENDAR is cut short.
    private(set) var isComplete = false
    /// Whether a later VCALENDAR of a stream lacks its END:VCALENDAR (its whole events are read all the same).
    private var lastIsCutShort = false
    /// Whether the text holds more VCALENDARs than `ExpansionLimits.calendarsPerFile`.
    private var calendarsLeftOut = false
    private var longLines: [(name: String, bytes: Int)] = []
    /// VEVENTs left out for their size or nesting: how many, and what the first one is ("of 1250 KB").
    private var largeEvents: (count: Int, first: String) = (0, "")
    /// Bytes of a VCALENDAR's own lines left out past `ExpansionLimits.skeletonBytes`.
    private var ownBytesLeftOut = 0
    private var zoneChanges = 0

    /// What was left out, in words.
    var notes: [String] {
        var notes: [String] = []
        if let first = longLines.first {
            let all = longLines.count > 1 ? " (\(longLines.count) long lines in all)" : ""
            notes.append("A \(first.name) line of \(first.bytes >> 10) KB was left out\(all): lines are read up to \(ExpansionLimits.longestLine >> 10) KB")
        }
        if largeEvents.count > 0 {
            let all = largeEvents.count > 1 ? " (\(largeEvents.count) such events in all)" : ""
            notes.append("An event \(largeEvents.first) was left out\(all): \(Self.componentLimits)")
        }
        if ownBytesLeftOut > 0 {
            notes.append("\(ownBytesLeftOut >> 10) KB of the calendar’s own lines were left out: its own lines and time zones are read up to \(ExpansionLimits.skeletonBytes >> 10) KB")
        }
        if zonesLeftOut > 0 {
            notes.append("\(zonesLeftOut) more time zones of the file were not read (a calendar’s first \(ExpansionLimits.zonesPerCalendar) are)")
        }
        if lastIsCutShort {
            notes.append("The file’s last calendar is cut short: it ends before END:VCALENDAR; its events up to there are read")
        }
        if calendarsLeftOut {
            notes.append("The file holds more than \(ExpansionLimits.calendarsPerFile) calendars (VCALENDARs); the first \(ExpansionLimits.calendarsPerFile) are read")
        }
        if eventsLeftOut > 0 {
            notes.append("The calendar holds \(events.count + eventsLeftOut) events; the first \(events.count) are read")
        }
        return notes
    }

    /// The outline of `text`, which begins with BEGIN:VCALENDAR, and of every VCALENDAR after it (an iCalendar
    /// stream); the limits on events and zones are the whole text's. A cancelled task stops it part way, cut short.
    init(_ text: UnsafeBufferPointer<UInt8>, eventLimit: Int = ExpansionLimits.eventsPerCalendar) {
        var component: (isEvent: Bool, start: Int, depth: Int, omitted: [Range<Int>], bytes: Int, deepest: Int)?
        var glance = EventGlance.Reader()
        var zone: ZoneRuleCheck?
        var inCalendar = false
        var position = 0
        defer {
            if inCalendar, !calendars.isEmpty { calendars[calendars.count - 1].skeleton += Array("END:VCALENDAR\r\n".utf8) }
            lastIsCutShort = isComplete && inCalendar
        }
        var linesRead = 0
        while position < text.count {
            // A cancelled task (the runner's timeout, the widget removed) stops here too: 16 MB of lines take a while.
            linesRead &+= 1
            if linesRead & 4095 == 0, Task.isCancelled { return }
            let line = Self.contentLine(in: text, from: position)
            position = line.upperBound
            let name = LineName(text, line)
            // BEGIN and END values compare upper-cased and without spaces; others are read only inside a VTIMEZONE.
            let isBegin = name == "BEGIN", isEnd = !isBegin && name == "END"
            guard inCalendar else {
                if isBegin, LineName.boundary(of: line, in: text, is: "VCALENDAR") {
                    guard calendars.count < ExpansionLimits.calendarsPerFile else { calendarsLeftOut = true; return }
                    inCalendar = true
                    calendars.append(Part(skeleton: Array(text[line])))
                }
                continue
            }
            if line.count > ExpansionLimits.longestLine {
                longLines.append((String(name.text.prefix(40)), line.count))
                component?.omitted.append(line)
                continue
            }
            guard var current = component else {
                if isBegin {
                    component = (LineName.boundary(of: line, in: text, is: "VEVENT"), line.lowerBound, 1, [], line.count, 1)
                    glance = EventGlance.Reader()
                    if LineName.boundary(of: line, in: text, is: "VTIMEZONE") {
                        // Past the zones kept, a zone is only counted, not judged (50,000 of them took 3.4 s).
                        zone = ZoneRuleCheck(isJudged: keptZones < ExpansionLimits.zonesPerCalendar)
                    }
                } else if isEnd, LineName.boundary(of: line, in: text, is: "VCALENDAR") {
                    calendars[calendars.count - 1].skeleton += text[line]
                    inCalendar = false
                    isComplete = true
                } else if calendars[calendars.count - 1].skeleton.count + line.count <= ExpansionLimits.skeletonBytes {
                    calendars[calendars.count - 1].skeleton += text[line]
                } else {
                    ownBytesLeftOut += line.count
                }
                continue
            }
            current.bytes += line.count
            if isBegin { current.depth += 1; current.deepest = max(current.deepest, current.depth) }
            if isEnd { current.depth -= 1 }
            if isEnd, current.depth == 1 { zone?.endObservance() }
            // A component already too large is only followed to its END (400,000 lines of one event took 3.3 s).
            if !isBegin, !isEnd, zone?.isReading != false, current.bytes <= ExpansionLimits.componentBytes {
                zone?.read(name: name.text, value: Self.value(text, line), inObservance: current.depth > 1)
                if current.depth == 1, current.isEvent { glance.read(name: name, line: text[line]) }
            }
            component = current
            guard current.depth == 0 else { continue }
            component = nil
            let span = EventSpan(bytes: current.start..<line.upperBound, omitted: current.omitted, calendar: calendars.count - 1,
                                 glance: glance.glance)
            let size = current.bytes > ExpansionLimits.componentBytes ? "of \(current.bytes >> 10) KB"
                : current.deepest > ExpansionLimits.componentDepth ? "of components nested \(current.deepest) deep" : nil
            if current.isEvent, let size {
                if largeEvents.count == 0 { largeEvents.first = size }
                largeEvents.count += 1
            } else if current.isEvent {
                if events.count < eventLimit { events.append(span) } else { eventsLeftOut += 1 }
            } else if let check = zone {
                keep(check, span, size: size.map { "is a VTIMEZONE \($0) (\(Self.componentLimits))" }, in: text)
                zone = nil
            }
        }
    }

    /// The bounds of one VEVENT or VTIMEZONE, in words.
    private static let componentLimits = "each is read up to \(ExpansionLimits.componentBytes >> 10) KB and \(ExpansionLimits.componentDepth) components deep"

    /// Refused zones named one by one; past them, a count.
    static let listedZones = 20

    /// A VTIMEZONE goes into the skeleton unless it is refused: alone, for its `size` ("is a VTIMEZONE of 1250 KB ..."), or for
    /// the calendar's total of changes or bytes.
    private mutating func keep(_ check: ZoneRuleCheck, _ span: EventSpan, size: String?, in text: UnsafeBufferPointer<UInt8>) {
        guard check.isJudged else { zonesLeftOut += 1; return }
        let tzid = check.tzid ?? "(no TZID)"
        let part = calendars.count - 1
        let isPastSkeleton = calendars[part].skeleton.count + span.bytes.count > ExpansionLimits.skeletonBytes
        let problem = check.problem ?? size ?? (zoneChanges + check.changes > ExpansionLimits.zoneChangesPerCalendar
            ? "would take the file’s time zones past \(ExpansionLimits.zoneChangesPerCalendar) offset changes" : nil)
            ?? (isPastSkeleton ? "would take the calendar’s own lines and time zones past \(ExpansionLimits.skeletonBytes >> 10) KB" : nil)
        if let problem, refusedZones.count < Self.listedZones {
            refusedZones.append((tzid, problem))
        } else if problem != nil || keptZones == ExpansionLimits.zonesPerCalendar {
            zonesLeftOut += 1
        } else {
            keptZones += 1
            zoneChanges += check.changes
            if let name = check.tzid, calendars[part].zoneCoverage[name] == nil { calendars[part].zoneCoverage[name] = check.coverage }
            Self.append(span, of: text, to: &calendars[part].skeleton)
        }
    }

    /// The bytes of `span` without its omitted lines, added to `bytes`.
    static func append(_ span: EventSpan, of text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var start = span.bytes.lowerBound
        for omitted in span.omitted {
            bytes += text[start..<omitted.lowerBound]
            start = omitted.upperBound
        }
        bytes += text[start..<span.bytes.upperBound]
    }

    /// The content line starting at `start`: its first line and every folded line after it (one starting with a space or tab).
    private static func contentLine(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int> {
        var end = start
        repeat {
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            end = min(end + 1, text.count)
        } while end < text.count && (text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t"))
        return start..<end
    }

    /// The line's value after its first `:`, folds joined and line ends dropped.
    private static func value(_ text: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Substring {
        guard let colon = text[line].firstIndex(of: UInt8(ascii: ":")) else { return "" }
        var bytes: [UInt8] = []
        var afterBreak = false
        for byte in text[(colon + 1)..<line.upperBound] {
            let isBreak = byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
            if !isBreak, !(afterBreak && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))) { bytes.append(byte) }
            afterBreak = byte == UInt8(ascii: "\n")
        }
        return Substring(String(decoding: bytes, as: UTF8.self))
    }
}
