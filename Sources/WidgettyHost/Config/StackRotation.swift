/// How a stack changes the widget it shows .
public enum StackRotation: Sendable, Equatable, Hashable {
    case off
    /// The most relevant widget rises to the top.
    case smart
    /// The next widget every so many seconds.
    case every(seconds: Int)

    /// The longest interval a carousel may wait, in seconds (a day).
    public static let longestInterval = 86_400

    /// Reads `off`, `smart`, or an interval such as `30s`, `5m`, `1h`, from one second to `longestInterval`.
    public init?(parsing text: String) {
        switch text {
        case "off": self = .off
        case "smart": self = .smart
        default:
            guard let seconds = Self.seconds(parsing: text) else { return nil }
            self = .every(seconds: seconds)
        }
    }

    /// Reads an interval such as `30s`, `5m` or `1h` as seconds, from one second to `longestInterval`; nil otherwise.
    public static func seconds(parsing text: String) -> Int? {
        guard let unit = text.last, let amount = Int(text.dropLast()), amount > 0 else { return nil }
        let unitSeconds: Int
        switch unit {
        case "s": unitSeconds = 1
        case "m": unitSeconds = 60
        case "h": unitSeconds = 3600
        default: return nil
        }
        let (seconds, overflow) = amount.multipliedReportingOverflow(by: unitSeconds)
        guard !overflow, seconds <= longestInterval else { return nil }
        return seconds
    }
}
