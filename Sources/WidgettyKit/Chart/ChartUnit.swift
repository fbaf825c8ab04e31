/// What a chart's numbers measure, which decides how axes and descriptions write them.
public enum ChartUnit: Sendable, Equatable {
    /// Plain numbers: "12", "1.2k".
    case number
    /// Percentages: "41%".
    case percent
    /// Degrees: "23°".
    case degrees
    /// Bytes, in powers of 1,000 as Apple's platforms count them: "512 B", "3 GB".
    case bytes
    /// Bytes per second: "1.2 MB/s".
    case bytesPerSecond
    /// Any other unit, after a space: "12 ms".
    case custom(String)

    /// `value` written compactly in this unit; "?" for NaN and infinities.
    public func format(_ value: Double) -> String {
        switch self {
        case .number: return CompactNumber.format(value)
        case .percent: return CompactNumber.format(value) + "%"
        case .degrees: return CompactNumber.format(value) + "°"
        case .bytes, .bytesPerSecond:
            let (number, thousands) = CompactNumber.scaled(value)
            let prefix = ["", "k", "M", "G", "T", "P"][thousands]
            return "\(number) \(prefix)B" + (self == .bytesPerSecond ? "/s" : "")
        case .custom(let unit): return CompactNumber.format(value) + " " + unit
        }
    }
}
