/// Which characters draw weather: Unicode symbols, Nerd Font icons, or plain ASCII for the Linux console.
public enum GlyphSet: String, Sendable, CaseIterable {
    case unicode, nerdfont, ascii

    /// The glyph for a condition, by day or by night; monochrome, so the palette colors it.
    public func glyph(for condition: WeatherCondition, isDay: Bool) -> String {
        let kind = GlyphKind(condition)
        switch self {
        case .unicode: return kind.unicode(isDay: isDay)
        case .nerdfont: return kind.nerdFont(isDay: isDay)
        case .ascii: return kind.ascii(isDay: isDay)
        }
    }
}

/// The few pictures conditions share: a sun or moon, clouds, fog, drizzle, rain, snow, thunder.
enum GlyphKind {
    case clear, fewClouds, clouds, fog, drizzle, rain, freezing, snow, thunder, unknown

    init(_ condition: WeatherCondition) {
        switch condition {
        case .clear: self = .clear
        case .mainlyClear, .partlyCloudy: self = .fewClouds
        case .overcast: self = .clouds
        case .fog, .rimeFog: self = .fog
        case .drizzle: self = .drizzle
        case .rain, .rainShowers: self = .rain
        case .freezingDrizzle, .freezingRain: self = .freezing
        case .snow, .snowGrains, .snowShowers: self = .snow
        case .thunderstorm, .thunderstormWithHail: self = .thunder
        case .unknown: self = .unknown
        }
    }

    /// Symbols with text presentation (U+FE0E), one cell each.
    func unicode(isDay: Bool) -> String {
        switch self {
        case .clear: isDay ? "☀\u{FE0E}" : "☾"
        case .fewClouds: isDay ? "⛅\u{FE0E}" : "☾"
        case .clouds: "☁\u{FE0E}"
        case .fog: "≡"
        case .drizzle: "ʻ"
        case .rain: "☂\u{FE0E}"
        case .freezing: "❄\u{FE0E}"
        case .snow: "❄\u{FE0E}"
        case .thunder: "⚡\u{FE0E}"
        case .unknown: "?"
        }
    }

    /// Weather Icons from a Nerd Font (private use area, one cell).
    func nerdFont(isDay: Bool) -> String {
        switch self {
        case .clear: isDay ? "\u{E30D}" : "\u{E32B}"
        case .fewClouds: isDay ? "\u{E302}" : "\u{E37E}"
        case .clouds: "\u{E312}"
        case .fog: "\u{E313}"
        case .drizzle: "\u{E319}"
        case .rain: "\u{E318}"
        case .freezing: "\u{E3AD}"
        case .snow: "\u{E31A}"
        case .thunder: "\u{E31D}"
        case .unknown: "\u{E374}"
        }
    }

    /// ASCII that reads on the Linux console.
    func ascii(isDay: Bool) -> String {
        switch self {
        case .clear: isDay ? "O" : ")"
        case .fewClouds: isDay ? "o~" : ")~"
        case .clouds: "~~"
        case .fog: "=="
        case .drizzle: ",,"
        case .rain: "//"
        case .freezing: "/*"
        case .snow: "**"
        case .thunder: "/!"
        case .unknown: "?"
        }
    }
}
