import FoundationEssentials
import WidgettyKit

/// One calendar the widget shows: a local `.ics` file, a folder of them, or an http(s)/webcal address.
public struct CalendarSource: Sendable, Hashable {
    /// Where it is, as the configuration wrote it.
    public var location: String
    /// The local path, `~` expanded from `HOME`; nil for a remote source, and for a relative path (refused at load).
    public var path: String?
    /// The name shown for it; nil for the calendar's own (`X-WR-CALNAME`) or its file name.
    public var name: String?
    /// The color of its events' marks.
    public var color: SemanticColor
    /// Whether its days are holidays (shown with a festive accent).
    public var isHolidays: Bool

    /// The address to fetch for a remote source (`webcal://` read as `https://`), nil for a local one.
    public var remoteURL: URL? {
        guard let url = URL(string: location), let scheme = url.scheme?.lowercased(), url.host != nil else { return nil }
        switch scheme {
        case "http", "https": return url
        case "webcal", "webcals":
            var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
            parts?.scheme = "https"
            return parts?.url
        default: return nil
        }
    }

    /// A source at `location`, its `~` read from `home`.
    init(location: String, name: String?, color: SemanticColor, isHolidays: Bool, home: String?) {
        self.location = location
        self.name = name
        self.color = color
        self.isHolidays = isHolidays
        path = nil
        if remoteURL == nil, location == DemoCalendar.location || HomePath.isRooted(location) {
            path = HomePath.expanding(location, home: home)
        }
    }

    /// How messages name it: its name, else the file's name or the address's host.
    public var label: String {
        if let name { return name }
        if let url = remoteURL { return url.host ?? location }
        return URL(fileURLWithPath: location).lastPathComponent
    }

    /// The colors given to sources without one, in order.
    static let defaultColors: [SemanticColor] = [.blue, .orange, .green, .purple, .pink, .teal, .red, .yellow, .indigo]

    /// The system color names a source's `color` may be.
    static let colorNames: [String] = [SemanticColor.blue, .red, .green, .orange, .yellow, .pink, .purple, .teal, .indigo, .gray].map(\.rawValue)
}
