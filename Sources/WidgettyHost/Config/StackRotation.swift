import WidgettyKit

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
            guard let seconds = IntervalText.seconds(text, atMost: Self.longestInterval) else { return nil }
            self = .every(seconds: seconds)
        }
    }
}
