import FoundationEssentials

/// A moment as ISO 8601 in UTC to the second (`2026-11-22T09:41:00Z`), as the log writes it.
///
/// Written here (not `Date.formatted(.iso8601)`): that one sets up Foundation's calendar and time zone caches,
/// which took most of a widget's first load at the start; this is `ZoneInfo.utc`'s `CivilTime`.
public enum UTCStamp {
    /// `date` in UTC, its seconds rounded down; a year beyond 9999 (or before 0) is written in full.
    public static func iso8601(_ date: Date) -> String {
        let civil = ZoneInfo.utc.civilTime(at: date)
        return "\(padded(civil.year, 4))-\(padded(civil.month, 2))-\(padded(civil.day, 2))T"
            + "\(padded(civil.hour, 2)):\(padded(civil.minute, 2)):\(padded(civil.second, 2))Z"
    }

    /// `value` with zeros in front to `width` digits; a minus sign first for a negative one.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
