import FoundationEssentials

/// A zone read at a `Date`, and the zone "local" means here: what widgets ask of their context's zone.
extension ZoneInfo {
    /// The zone "local" means for this process (`TZ`, else `/etc/localtime`, else UTC), read once.
    public static let current = local.zone

    /// Why `current` is UTC though `TZ` is set, naming it and what was tried; nil when `TZ` was read or is not set.
    public static var currentProblem: String? { local.problem }

    /// The local zone, with why it is UTC instead of what `TZ` names.
    private static let local = ZoneDatabase.system.localZone()

    /// Seconds since the epoch of `date`, kept within the years a calendar means something in (a date from a file
    /// may be any Double).
    public static func seconds(of date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite ? Int64(min(max(seconds, -1e16), 1e16).rounded(.down)) : 0
    }

    /// Seconds east of UTC at `date`.
    public func secondsFromGMT(for date: Date) -> Int { offset(at: Self.seconds(of: date)) }

    /// The wall-clock time in this zone at `date`.
    public func civilTime(at date: Date) -> CivilTime { civilTime(at: Self.seconds(of: date)) }

    /// The moment a wall clock in this zone shows `civil` (see `instant(of:)` for times skipped or repeated).
    public func date(of civil: CivilTime) -> Date { Date(timeIntervalSince1970: Double(instant(of: civil))) }

    /// The start of the day `date` falls on in this zone.
    public func startOfDay(for date: Date) -> Date {
        let civil = civilTime(at: date)
        return self.date(of: CivilTime(year: civil.year, month: civil.month, day: civil.day))
    }

    /// The start of the day after the one `date` falls on in this zone.
    public func startOfNextDay(after date: Date) -> Date {
        let civil = civilTime(at: date)
        return self.date(of: CivilTime(year: civil.year, month: civil.month, day: civil.day + 1))
    }

    /// `date` as RFC 3339 writes it with this zone's offset then: "2026-11-26T09:00:00+09:00", "2026-11-26T00:00:00Z".
    public func internetDateTime(_ date: Date) -> String {
        let offset = secondsFromGMT(for: date)
        let civil = civilTime(at: date)
        let sign = offset < 0 ? "-" : "+"
        let zone = offset == 0 ? "Z" : sign + CivilTime.padded(abs(offset) / 3600, 2) + ":" + CivilTime.padded(abs(offset) % 3600 / 60, 2)
        return civil.dateText + "T" + civil.timeText + zone
    }

    /// True when `a` and `b` fall on the same day in this zone.
    public func isDate(_ a: Date, inSameDayAs b: Date) -> Bool {
        let (first, second) = (civilTime(at: a), civilTime(at: b))
        return (first.year, first.month, first.day) == (second.year, second.month, second.day)
    }
}
