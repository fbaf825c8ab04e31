import FoundationEssentials
import WidgettyKit

/// The weather widget's options, read from its validated settings.
struct WeatherSettings: Sendable, Equatable {
    /// A place name for the geocoder ("Tokyo"), when coordinates are not given.
    var location: String?
    var latitude: Double?
    var longitude: Double?
    /// The label for coordinates (default: the geocoder's name, or the coordinates).
    var name: String?
    var usesImperialUnits: Bool
    var baseURL: String
    var geocodingURL: String
    /// The most bytes of an answer read: `max_bytes`, up to `largestAnswer`.
    var maxBytes: Int
    /// The page the tile opens, when set (`forecast_url`).
    var forecastURL: URL?

    init(_ settings: WidgetSettings) {
        location = settings.string("location").flatMap { $0.isEmpty ? nil : $0 }
        latitude = settings.number("latitude")
        longitude = settings.number("longitude")
        name = settings.string("name")
        usesImperialUnits = settings.string("units") == "imperial"
        baseURL = settings.string("base_url") ?? Self.openMeteo
        geocodingURL = settings.string("geocoding_url") ?? Self.openMeteoGeocoding
        maxBytes = min(settings.integer(FetchRequest.maxBytesOption.key) ?? InputLimits.responseBodyBytes, Self.largestAnswer)
        forecastURL = settings.string("forecast_url").flatMap(URL.init(string:))
    }

    /// The page opened for a place with no `forecast_url`: Windy's forecast map centered on it.
    static func defaultForecastPage(latitude: Double, longitude: Double) -> URL? {
        URL(string: "https://www.windy.com/?\(DecimalText.fixed(latitude, decimals: 3)),\(DecimalText.fixed(longitude, decimals: 3)),9")
    }

    /// The most of an answer the weather reads, whatever `max_bytes` says (1 MiB): a forecast is about 10 KB, and
    /// decoding one costs about 25 times its size (8 MiB of padded forecast took the dashboard to 207 MB).
    static let largestAnswer = 1 << 20

    /// An answer over `maxBytes` in words: how far `max_bytes` may go, or at `largestAnswer` that it is no forecast.
    static func problem(_ failure: NetworkFailure) -> WidgetProblem {
        failure.problem(largestMaxBytes: largestAnswer, advice: "a forecast is about 10 KB, so check base_url and geocoding_url")
    }

    static let openMeteo = "https://api.open-meteo.com/v1/forecast"
    static let openMeteoGeocoding = "https://geocoding-api.open-meteo.com/v1/search"

    /// The options as the configuration file spells them.
    static let options: [WidgetOption] = [
        WidgetOption(key: "location", type: .string, defaultValue: nil,
                     summary: "a place to look up, e.g. \"Tokyo\" or \"Paris, France\" (looked up once, then remembered)",
                     validate: shortText),

        WidgetOption(key: "latitude", type: .number(-90...90), defaultValue: nil, summary: "instead of location: degrees north"),
        WidgetOption(key: "longitude", type: .number(-180...180), defaultValue: nil, summary: "instead of location: degrees east"),
        WidgetOption(key: "name", type: .string, defaultValue: nil, summary: "the label shown for latitude and longitude",
                     validate: shortText),
        WidgetOption(key: "units", type: .choice(["metric", "imperial"]), defaultValue: .string("metric"),
                     summary: "\"metric\" (°C) or \"imperial\" (°F)"),
        WidgetOption(key: "base_url", type: .string, defaultValue: .string(openMeteo),
                     summary: "the forecast API, for a self-hosted Open-Meteo", validate: httpURL),
        WidgetOption(key: "geocoding_url", type: .string, defaultValue: .string(openMeteoGeocoding),
                     summary: "the geocoding API, for a self-hosted Open-Meteo", validate: httpURL),
        WidgetOption(key: "forecast_url", type: .string, defaultValue: nil,
                     summary: "the page Return or a click on the tile opens (default: Windy's forecast map at the place)", validate: httpURL),
        maxBytesOption,
    ]

    /// `max_bytes` as every kind that fetches spells it (a file written for another kind's range still checks), with
    /// the weather's default: the most it reads (`largestAnswer`).
    static let maxBytesOption = WidgetOption(
        key: FetchRequest.maxBytesOption.key, type: FetchRequest.maxBytesOption.type, defaultValue: .integer(largestAnswer),
        summary: "the most bytes of an answer read, after decompression; default 1048576 (1 MiB), which is also the most the weather "
            + "reads (a forecast is about 10 KB): a larger value is read as 1 MiB and check warns; a longer answer is an error")

    /// The place, taken together: a `location` to look up, or both coordinates; and a `max_bytes` past what is read.
    static let rules: [WidgetOptionRule] = [
        WidgetOptionRule { settings in
            guard let given = settings.integer(maxBytesOption.key), given > largestAnswer else { return [] }
            return [.warning("is \(given), but the weather reads at most \(largestAnswer) bytes (1 MiB) of an answer, a forecast being "
                             + "about 10 KB; remove max_bytes or set it to at most \(largestAnswer)", at: maxBytesOption.key)]
        },
        WidgetOptionRule { settings in
            let latitude = settings.number("latitude"), longitude = settings.number("longitude")
            switch (latitude, longitude) {
            case (nil, nil):
                guard settings.string("location")?.isEmpty ?? true else { return [] }
                return [.error("location is missing; add location = \"Tokyo\" (a place's name, in quotes), or latitude and longitude")]
            case (_?, nil): return [.error("longitude is missing; give both latitude and longitude, or a location", at: "latitude")]
            case (nil, _?): return [.error("latitude is missing; give both latitude and longitude, or a location", at: "longitude")]
            case (_?, _?): return []
            }
        },
    ]

    /// Rejects a place or label longer than 200 characters (no place's name is).
    private static let shortText: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .string(let text) = value, text.count > 200 else { return nil }
        return "is \(text.count) characters long; a place's name has at most 200"
    }

    /// Rejects anything but an http or https URL.
    private static let httpURL: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .string(let text) = value else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            return "\(QuotedValue.quote(text)) is not an http(s) URL"
        }
        return nil
    }
}
