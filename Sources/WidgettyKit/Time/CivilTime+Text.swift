/// A civil time written with numbers only, the same in every locale (ISO 8601's order).
extension CivilTime {
    /// "2026-11-26" (the year with at least four digits).
    public var dateText: String { Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) }

    /// "14:05".
    public var hourMinuteText: String { Self.padded(hour, 2) + ":" + Self.padded(minute, 2) }

    /// "14:05:09".
    public var timeText: String { hourMinuteText + ":" + Self.padded(second, 2) }

    /// `value` with zeros in front up to `width` digits ("-0042" for -42 at 4).
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
