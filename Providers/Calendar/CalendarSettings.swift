import FoundationEssentials
import WidgettyKit

/// The calendar widget's options, read from its validated settings.
struct CalendarSettings: Sendable, Equatable {
    var sources: [CalendarSource]
    /// The zone events are shown in; nil for the dashboard's (`TZ`).
    var timeZone: ZoneInfo?

    /// The options of `settings`, a source's `~` read from `home`.
    init(_ settings: WidgetSettings, home: String? = HomePath.environmentHome) {
        sources = settings.tables("sources").enumerated().map { index, table in
            let color: SemanticColor? = if case .string(let name)? = table["color"] { SemanticColor(rawValue: name) } else { nil }
            let location: String = if case .string(let location)? = table["path"] { location } else { "" }
            let name: String? = if case .string(let name)? = table["name"], !name.isEmpty { name } else { nil }
            return CalendarSource(location: location, name: name,
                                  color: color ?? CalendarSource.defaultColors[index % CalendarSource.defaultColors.count],
                                  isHolidays: table["holidays"] == .bool(true), home: home)
        }
        timeZone = settings.string("time_zone").flatMap(ZoneDatabase.system.zone(named:))
    }

    /// The options as the configuration file spells them.
    static let options: [WidgetOption] = [
        WidgetOption(
            key: "sources", type: .tables(primary: "path", fields: ["name": .string, "color": .string, "holidays": .bool]),
            defaultValue: .tables([]),
            summary: "calendars: .ics files, folders of them, or http(s)/webcal addresses, e.g. [\"~/work.ics\", { path = \"webcal://example.com/jp.ics\", name = \"祝日\", color = \"red\", holidays = true }]",
            validate: checkSources),
        WidgetOption(key: "time_zone", type: .string, defaultValue: nil,
                     summary: "the IANA zone events are shown in, e.g. \"Asia/Tokyo\" (default: the dashboard's, TZ)",
                     validate: { value in
                         guard case .string(let name) = value, ZoneDatabase.system.zone(named: name) == nil else { return nil }
                         return "\(QuotedValue.quote(name)) is not a time zone; use IANA names such as \"Europe/London\" or \"Asia/Tokyo\""
                     }),
    ]

    /// Each source: a path or an http(s)/webcal address, a system color name, a short name; every source's problems
    /// are named at once, so one run of `widgetty check` finds them all.
    private static let checkSources: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .tables(let items) = value else { return nil }
        var problems: [String] = []
        for (index, item) in items.enumerated() {
            let place = "item \(index + 1)"
            if case .string(let location)? = item["path"], let problem = pathProblem(location) {
                problems.append("\(place): \(problem)")
            }
            if case .string(let color)? = item["color"], !CalendarSource.colorNames.contains(color) {
                problems.append("\(place): color \(QuotedValue.quote(color)) is not a system color; use one of \(CalendarSource.colorNames.joined(separator: ", "))"
                                + Suggestion.hint(for: color, among: CalendarSource.colorNames))
            }
            if case .string(let name)? = item["name"], name.count > 100 {
                problems.append("\(place): name is \(name.count) characters long; keep it under 100")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// What is wrong with a source's path or address, in words; nil when it can be read.
    private static func pathProblem(_ location: String) -> String? {
        if location.trimmingWhitespace().isEmpty { return "path is empty; give a file, a folder or an address" }
        if let scheme = URL(string: location)?.scheme?.lowercased(), location.contains("://"),
           !["http", "https", "webcal", "webcals"].contains(scheme) {
            return "\(QuotedValue.quote(location)) is not a file or an http(s) or webcal address"
        }
        if !location.contains("://"), location != DemoCalendar.location, !HomePath.isRooted(location) {
            let problem = location.hasPrefix("~") ? "starts with ~name, which is not read (only ~ for your own home)"
                : "is a relative path, which would be read from whatever folder widgetty starts in"
            return "\(QuotedValue.quote(location)) \(problem); write it from your home folder or from /, e.g. \(QuotedValue.quote(rooted(location)))"
        }
        return nil
    }

    /// A relative path as the suggestion writes it: under `~/` (a `./` or `~user/` start dropped).
    private static func rooted(_ location: String) -> String {
        var rest = Substring(location)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        if rest.hasPrefix("~") { rest = rest.drop { $0 != "/" }.dropFirst() }
        return "~/" + rest
    }
}
