import Foundation
import WidgettyKit

/// The clock's options, read from its validated settings.
struct ClockSettings: Sendable {
    /// The zones to show; empty means the dashboard's own zone.
    var zones: [TimeZone]
    var showsSeconds: Bool
    var usesTwelveHours: Bool

    /// The cities a medium clock shows when none are configured.
    static let defaultWorldZones = ["America/New_York", "Europe/London", "Asia/Tokyo"]

    init(_ settings: WidgetSettings) {
        zones = settings.strings("zones").compactMap(TimeZone.init(identifier:))
        showsSeconds = settings.bool("seconds")
        usesTwelveHours = settings.string("hour_cycle") == "12h"
    }

    /// The options as the configuration file spells them.
    static let options: [WidgetOption] = [
        WidgetOption(
            key: "zones", type: .strings, defaultValue: .strings([]),
            summary: "IANA time zones, e.g. [\"Asia/Tokyo\", \"Europe/London\"]; small shows the first (the others summed up beside it as \"+2 more\"), medium lists as many as fit and sums up the rest as \"+3 more\" (default: local time, and for medium New York, London, Tokyo)",
            validate: { value in
                guard case .strings(let names) = value else { return nil }
                let unknown = names.filter { TimeZone(identifier: $0) == nil }
                guard let first = unknown.first else { return nil }
                return "\(QuotedValue.quote(first)) is not a time zone; use IANA names such as \"Europe/London\" or \"Asia/Tokyo\""
            }),
        WidgetOption(key: "seconds", type: .bool, defaultValue: .bool(false),
                     summary: "show seconds (costs a wake-up every second: the clock then updates every second instead of every minute)"),
        WidgetOption(key: "hour_cycle", type: .choice(["24h", "12h"]), defaultValue: .string("24h"),
                     summary: "\"24h\" or \"12h\""),
    ]
}
