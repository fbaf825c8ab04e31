/// How a stack changes the widget it shows (drawn by the stacks work; parsed and checked now).
public enum StackRotation: Sendable, Equatable, Hashable {
    case off
    /// The most relevant widget rises to the top.
    case smart
    /// The next widget every so many seconds.
    case every(seconds: Int)

    /// Reads `off`, `smart`, or an interval such as `30s`, `5m`, `1h`.
    public init?(parsing text: String) {
        switch text {
        case "off": self = .off
        case "smart": self = .smart
        default:
            guard let unit = text.last, let amount = Int(text.dropLast()), amount > 0 else { return nil }
            switch unit {
            case "s": self = .every(seconds: amount)
            case "m": self = .every(seconds: amount * 60)
            case "h": self = .every(seconds: amount * 3600)
            default: return nil
            }
        }
    }
}
