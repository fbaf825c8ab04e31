import FoundationEssentials

/// Which VEVENTs of one VCALENDAR need not be handed to libical at all: each happens once (`EventGlance.Extent`), ends
/// well before the window or starts well after it, has a UID no other event of the calendar shares (an override or an
/// older save of a series would need it), and names only zones the calendar knows (an unknown one is noted when read).
///
/// Most of a large calendar is its past; parsing each of its events was most of the time a 50,000-event file took.
struct OutsideEvents {
    /// More than any zone moves a wall clock from UTC (a day; a POSIX `TZ` rule may say up to 167 hours), and more than
    /// an all-day event moves in the viewer's zone.
    static let margin: Int64 = 8 * 86_400

    private let zones: ZoneResolver
    private let windowStart: Int64
    private let windowEnd: Int64
    /// How many events have each UID.
    private var sharing: [Int: Int] = [:]
    /// False when some UID could not be compared: then every event is parsed.
    private let uidsAreKnown: Bool
    private var zoneIsKnown: [String: Bool] = [:]

    /// The events of `spans` (one VCALENDAR's), seen against `window`.
    init(_ spans: ArraySlice<CalendarOutline.EventSpan>, window: DateInterval, zones: ZoneResolver) {
        self.zones = zones
        // A window beyond Int64's seconds leaves every event to libical.
        windowStart = Int64(exactly: window.start.timeIntervalSince1970.rounded(.down)) ?? .min
        windowEnd = Int64(exactly: window.end.timeIntervalSince1970.rounded(.up)) ?? .max
        var known = true
        sharing.reserveCapacity(spans.count)
        for span in spans {
            known = known && span.glance.uidIsKnown
            if let uid = span.glance.uid { sharing[uid, default: 0] += 1 }
        }
        uidsAreKnown = known
    }

    /// Whether `span` can be left unread without changing what the window shows or what the read notes.
    mutating func leavesOut(_ span: CalendarOutline.EventSpan) -> Bool {
        guard uidsAreKnown, let extent = span.glance.extent,
              extent.latest + Self.margin < windowStart || extent.earliest - Self.margin > windowEnd else { return false }
        if let uid = span.glance.uid, sharing[uid] != 1 { return false }
        for tzid in extent.zones where !isKnown(tzid) { return false }
        return true
    }

    private mutating func isKnown(_ tzid: String) -> Bool {
        if let known = zoneIsKnown[tzid] { return known }
        let known = zones.anchor(tzid: tzid, isUTC: false) != nil
        zoneIsKnown[tzid] = known
        return known
    }
}
