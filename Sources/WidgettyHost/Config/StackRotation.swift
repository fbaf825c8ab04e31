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

    /// The configuration's word for it: "off", "smart", or the interval in its largest whole unit ("30s", "5m", "1h").
    public var configWord: String {
        switch self {
        case .off: "off"
        case .smart: "smart"
        case .every(let seconds) where seconds % 3600 == 0: "\(seconds / 3600)h"
        case .every(let seconds) where seconds % 60 == 0: "\(seconds / 60)m"
        case .every(let seconds): "\(seconds)s"
        }
    }
}
