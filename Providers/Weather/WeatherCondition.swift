import FoundationEssentials
import WidgettyKit

/// What the sky is doing, from a WMO weather code (WMO 4677 as Open-Meteo documents it).
public enum WeatherCondition: Sendable, Equatable, Encodable {
    case clear, mainlyClear, partlyCloudy, overcast
    case fog, rimeFog
    case drizzle(Intensity), freezingDrizzle(Intensity)
    case rain(Intensity), freezingRain(Intensity)
    case snow(Intensity), snowGrains
    case rainShowers(Intensity), snowShowers(Intensity)
    case thunderstorm, thunderstormWithHail(Intensity)
    /// A code the documentation does not list; shown as such rather than guessed.
    case unknown(Int)

    /// How strong the precipitation is.
    public enum Intensity: String, Sendable, Equatable, Encodable {
        case light, moderate, heavy
    }

    /// The condition for a WMO code.
    public init(code: Int) {
        switch code {
        case 0: self = .clear
        case 1: self = .mainlyClear
        case 2: self = .partlyCloudy
        case 3: self = .overcast
        case 45: self = .fog
        case 48: self = .rimeFog
        case 51: self = .drizzle(.light)
        case 53: self = .drizzle(.moderate)
        case 55: self = .drizzle(.heavy)
        case 56: self = .freezingDrizzle(.light)
        case 57: self = .freezingDrizzle(.heavy)
        case 61: self = .rain(.light)
        case 63: self = .rain(.moderate)
        case 65: self = .rain(.heavy)
        case 66: self = .freezingRain(.light)
        case 67: self = .freezingRain(.heavy)
        case 71: self = .snow(.light)
        case 73: self = .snow(.moderate)
        case 75: self = .snow(.heavy)
        case 77: self = .snowGrains
        case 80: self = .rainShowers(.light)
        case 81: self = .rainShowers(.moderate)
        case 82: self = .rainShowers(.heavy)
        case 85: self = .snowShowers(.light)
        case 86: self = .snowShowers(.heavy)
        case 95: self = .thunderstorm
        case 96: self = .thunderstormWithHail(.light)
        case 99: self = .thunderstormWithHail(.heavy)
        default: self = .unknown(code)
        }
    }

    /// The condition in a few words, sentence case: "Partly cloudy", "Heavy rain showers".
    public var words: String {
        switch self {
        case .clear: "Clear"
        case .mainlyClear: "Mainly clear"
        case .partlyCloudy: "Partly cloudy"
        case .overcast: "Overcast"
        case .fog: "Fog"
        case .rimeFog: "Rime fog"
        case .drizzle(let intensity): Self.phrase(intensity, "drizzle", dense: "Dense drizzle")
        case .freezingDrizzle(let intensity): Self.phrase(intensity, "freezing drizzle", dense: "Dense freezing drizzle")
        case .rain(let intensity): Self.phrase(intensity, "rain")
        case .freezingRain(let intensity): Self.phrase(intensity, "freezing rain")
        case .snow(let intensity): Self.phrase(intensity, "snow")
        case .snowGrains: "Snow grains"
        case .rainShowers(let intensity): intensity == .heavy ? "Violent rain showers" : Self.phrase(intensity, "rain showers")
        case .snowShowers(let intensity): Self.phrase(intensity, "snow showers")
        case .thunderstorm: "Thunderstorm"
        case .thunderstormWithHail(let intensity): intensity == .heavy ? "Thunderstorm, heavy hail" : "Thunderstorm, hail"
        case .unknown(let code): "Weather code \(code)"
        }
    }

    /// The condition in Japanese, as Japanese forecasts word it: "晴れ時々曇り", "激しいにわか雨".
    public var japaneseWords: String {
        switch self {
        case .clear: "快晴"
        case .mainlyClear: "晴れ"
        case .partlyCloudy: "晴れ時々曇り"
        case .overcast: "曇り"
        case .fog: "霧"
        case .rimeFog: "着氷性の霧"
        case .drizzle(let intensity): Self.japanese(intensity, "霧雨")
        case .freezingDrizzle(let intensity): Self.japanese(intensity, "着氷性の霧雨")
        case .rain(let intensity): Self.japanese(intensity, light: "小雨", moderate: "雨", heavy: "大雨")
        case .freezingRain(let intensity): Self.japanese(intensity, "着氷性の雨")
        case .snow(let intensity): Self.japanese(intensity, light: "小雪", moderate: "雪", heavy: "大雪")
        case .snowGrains: "霧雪"
        case .rainShowers(let intensity): Self.japanese(intensity, "にわか雨")
        case .snowShowers(let intensity): Self.japanese(intensity, "にわか雪")
        case .thunderstorm: "雷雨"
        case .thunderstormWithHail(let intensity): intensity == .heavy ? "雷雨、激しいひょう" : "雷雨、ひょう"
        case .unknown(let code): "天気コード \(code)"
        }
    }

    /// The condition in the viewer's language.
    public func words(in locale: DateLocale) -> String {
        Phrase.isJapanese(locale) ? japaneseWords : words
    }

    /// Whether the condition deserves attention now: thunder, heavy rain or snow, or anything freezing.
    public var isSevere: Bool {
        switch self {
        case .thunderstorm, .thunderstormWithHail, .freezingRain, .freezingDrizzle(.heavy): true
        case .rain(.heavy), .snow(.heavy), .rainShowers(.heavy), .snowShowers(.heavy): true
        default: false
        }
    }

    /// Whether anything falls from the sky.
    public var isPrecipitation: Bool {
        switch self {
        case .clear, .mainlyClear, .partlyCloudy, .overcast, .fog, .rimeFog, .unknown: false
        default: true
        }
    }

    /// Encodes as its words ("Light snow"), which is what `widgetty timeline` should show.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(words)
    }

    private static func japanese(_ intensity: Intensity, _ noun: String) -> String {
        japanese(intensity, light: "弱い\(noun)", moderate: noun, heavy: "激しい\(noun)")
    }

    private static func japanese(_ intensity: Intensity, light: String, moderate: String, heavy: String) -> String {
        switch intensity {
        case .light: light
        case .moderate: moderate
        case .heavy: heavy
        }
    }

    private static func phrase(_ intensity: Intensity, _ noun: String, dense: String? = nil) -> String {
        switch intensity {
        case .light: "Light \(noun)"
        case .moderate: noun.prefix(1).uppercased() + noun.dropFirst()
        case .heavy: dense ?? "Heavy \(noun)"
        }
    }
}
