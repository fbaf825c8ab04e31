import FoundationEssentials
import WidgettyKit

/// The clock's options, read from its validated settings.
struct ClockSettings: Sendable {
    /// The zones to show, from the system's tz database; empty means the dashboard's own zone.
    var zones: [ZoneInfo]
    /// The page each zone's city opens on a medium clock, by zone (`{ zone = "Asia/Tokyo", url = "…" }`).
    var links: [ZoneInfo: URL]
    var showsSeconds: Bool
    /// The clock's own hour cycle, true for "12h"; nil when unset, and the screen's (the locale's) is used.
    var ownTwelveHours: Bool?

    /// True where this clock is on a 12-hour clock: its own `hour_cycle`, else the screen's `locale`.
    func usesTwelveHours(in locale: DateLocale) -> Bool { ownTwelveHours ?? !locale.uses24HourClock }

    /// The cities a medium clock shows when none are configured.
    static let defaultWorldZones = ["America/New_York", "Europe/London", "Asia/Tokyo"]

    init(_ settings: WidgetSettings) {
        let cities = settings.tables("zones").compactMap { city -> (ZoneInfo, URL?)? in
            guard case .string(let name)? = city["zone"], let zone = ZoneDatabase.system.zone(named: name) else { return nil }
            guard case .string(let link)? = city["url"] else { return (zone, nil) }
            return (zone, URL(string: link))
        }
        zones = cities.map(\.0)
        links = Dictionary(cities.compactMap { zone, url in url.map { (zone, $0) } }, uniquingKeysWith: { first, _ in first })
        showsSeconds = settings.bool("seconds")
        ownTwelveHours = settings.string("hour_cycle").map { $0 == "12h" }
    }

    /// The options as the configuration file spells them.
    static let options: [WidgetOption] = [
        WidgetOption(
            key: "zones", type: .tables(primary: "zone", fields: ["url": .string]), defaultValue: .tables([]),
            summary: "IANA time zones, e.g. [\"Asia/Tokyo\", { zone = \"Europe/London\", url = \"https://www.timeanddate.com/worldclock/uk/london\" }]; small shows the first (the others summed up beside it as \"+2 more\"), medium lists as many as fit and sums up the rest as \"+3 more\", each city a link when it has a url (default: local time, and for medium New York, London, Tokyo)",
            validate: checkZones),
        WidgetOption(key: "seconds", type: .bool, defaultValue: .bool(false),
                     summary: "show seconds (costs a wake-up every second: the clock then updates every second instead of every minute)"),
        WidgetOption(key: "hour_cycle", type: .choice(["24h", "12h"]), defaultValue: nil,
                     summary: "\"24h\" or \"12h\"; every time on the screen follows the first clock that sets it (default: the locale's, 24h in the C locale)"),
    ]

    /// Each city: a known IANA zone, and a link that opens in a browser or acts inside widgetty; the cities that are
    /// neither are named at once (the first `namedProblems`, then how many more), so one run of `widgetty check` finds them.
    private static let checkZones: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .tables(let cities) = value else { return nil }
        guard cities.count <= mostCities else {
            return "lists \(cities.count) cities; a clock takes \(mostCities) at most (a medium one shows about six, and its "
                + "sheet every one): keep the ones you look at"
        }
        var problems: [String] = []
        var unnamed = 0
        func add(_ problem: String) {
            if problems.count < namedProblems { problems.append(problem) } else { unnamed += 1 }
        }
        var needsAdvice = false
        // Made once, not once a name: the database's list is a file of a few thousand lines (1,500 unknown names took
        // `check` past 10 s).
        var suggestions: ZoneSuggestions?
        for (index, city) in cities.enumerated() {
            if case .string(let name)? = city["zone"], ZoneDatabase.system.zone(named: name) == nil {
                let made = suggestions ?? ZoneSuggestions(known: ZoneDatabase.system.knownNames)
                suggestions = made
                let suggestion = made.zone(meant: name)
                needsAdvice = needsAdvice || suggestion == nil
                add("\(QuotedValue.quote(name)) is not a time zone" + (suggestion.map { " (did you mean \(QuotedValue.quote($0))?)" } ?? ""))
            }
            if case .string(let link)? = city["url"],
               URL(string: link).map({ ["http", "https", "widgetty"].contains($0.scheme?.lowercased() ?? "") && $0.host != nil }) != true {
                add("item \(index + 1): url \(QuotedValue.quote(link)) is not an http(s) or widgetty: address")
            }
        }
        if unnamed > 0 { problems.append("and \(unnamed) more like these") }
        if needsAdvice { problems.append("use IANA names such as \"Europe/London\" or \"Asia/Tokyo\"") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// The most cities a clock takes: each is laid out, and checked, on every tick (75,000 took 5 s and 680 MB).
    static let mostCities = 100

    /// The most problems with cities named one by one: a pasted list of thousands is summed up after them.
    static let namedProblems = 10
}
