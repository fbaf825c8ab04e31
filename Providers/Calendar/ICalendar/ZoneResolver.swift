import CLibical
import FoundationEssentials
import WidgettyKit

/// Where a DATE-TIME's wall clock is anchored: a zone libical knows, or one of the system's tz database.
enum ZoneAnchor {
    /// A VTIMEZONE of the file, libical's built-in table (the system's zoneinfo), or UTC.
    case libical(OpaquePointer)
    /// A VTIMEZONE of the file named as a zone the system knows: its table where it speaks, the system's rules elsewhere.
    case fileTable(OpaquePointer, coverage: ZoneCoverage, system: ZoneInfo)
    /// Floating times (the calendar's `X-WR-TIMEZONE` or the viewer's zone), and zones libical lacks, in the system's rules.
    case system(ZoneInfo)

    /// The libical zone a repeat rule steps in, when there is one.
    var libicalZone: OpaquePointer? {
        switch self {
        case .libical(let zone), .fileTable(let zone, _, _): zone
        case .system: nil
        }
    }
}

/// Finds the zone a `TZID` names, in the order libical's own `icalcomponent_get_datetime` uses
/// (the file's VTIMEZONEs, then the built-in table), then Windows names, which libical lacks, then the zone name at
/// the end of a vendor-prefixed TZID.
struct ZoneResolver {
    /// libical, held (`Libical.run`) while the resolver is used.
    let ical: widgetty_libical
    /// The calendar whose VTIMEZONEs come first.
    let calendar: OpaquePointer
    /// The zone floating times mean: `X-WR-TIMEZONE` when the file names a known one, else the viewer's.
    let floating: ZoneInfo
    /// The span each of the file's VTIMEZONEs describes, by TZID.
    var coverage: [String: ZoneCoverage] = [:]

    /// The anchor for a value with this `TZID` parameter (nil for none), or nil when the name is unknown.
    func anchor(tzid: String?, isUTC: Bool) -> ZoneAnchor? {
        if isUTC { return ical.icaltimezone_get_utc_timezone().map(ZoneAnchor.libical) ?? .system(.utc) }
        guard let tzid else { return .system(floating) }
        if let zone = ical.icalcomponent_get_timezone(calendar, tzid) {
            if let coverage = coverage[tzid], let system = systemZone(tzid) { return .fileTable(zone, coverage: coverage, system: system) }
            return .libical(zone)
        }
        if let zone = builtin(tzid) { return .libical(zone) }
        if let iana = WindowsZones.ianaName(for: tzid) {
            if let zone = builtin(iana) { return .libical(zone) }
            if let zone = ZoneDatabase.system.zone(named: iana) { return .system(zone) }
        }
        if let iana = VendorZoneName.ianaName(in: tzid, isKnown: { builtin($0) != nil }) { return anchor(tzid: iana, isUTC: false) }
        return nil
    }

    /// The system's zone for a TZID: by its name, the name at the end of a vendor prefix, or a Windows name.
    func systemZone(_ tzid: String) -> ZoneInfo? {
        let database = ZoneDatabase.system
        return database.zone(named: tzid)
            ?? VendorZoneName.ianaName(in: tzid, isKnown: { database.zone(named: $0) != nil }).flatMap(database.zone(named:))
            ?? WindowsZones.ianaName(for: tzid).flatMap(database.zone(named:))
    }

    /// A zone of libical's built-in table by location ("Europe/Berlin") or by its own TZID prefix.
    func builtin(_ name: String) -> OpaquePointer? {
        ical.icaltimezone_get_builtin_timezone(name) ?? ical.icaltimezone_get_builtin_timezone_from_tzid(name)
    }

    /// The moment a wall-clock time means in `anchor`.
    func moment(_ time: icaltimetype, in anchor: ZoneAnchor) -> Date {
        switch anchor {
        case .libical(let zone):
            var wall = time
            wall.zone = nil
            return Date(timeIntervalSince1970: Double(ical.icaltime_as_timet_with_zone(wall, zone)))
        case .fileTable(let zone, let coverage, let system):
            let civil = CivilTime(year: Int(time.year), month: Int(time.month), day: Int(time.day),
                                  hour: Int(time.hour), minute: Int(time.minute), second: Int(time.second))
            if coverage.covers(civil) { return moment(time, in: .libical(zone)) }
            return Date(timeIntervalSince1970: Double(system.instant(of: civil)))
        case .system(let zone):
            return zone.date(of: CivilTime(year: Int(time.year), month: Int(time.month), day: Int(time.day),
                                           hour: Int(time.hour), minute: Int(time.minute), second: Int(time.second)))
        }
    }
}
