import FoundationEssentials
import WidgettyKit

/// The JSON of an Open-Meteo forecast, in both the current form (`current`) and the older one
/// (`current_weather`), with times as local ISO 8601 or as Unix seconds, and `null` where a value is missing.
struct OpenMeteoResponse: Decodable {
    struct Current: Decodable {
        let time: TimeValue
        /// Seconds the values stand for from `time` (Open-Meteo's 15-minute step), when given.
        let interval: Double?
        let temperature: Double?
        let weatherCode: Int?
        let isDay: Int?

        private enum CodingKeys: String, CodingKey {
            case time, interval, temperature, temperature2m = "temperature_2m", weatherCode = "weather_code", weathercode
            case isDay = "is_day"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode(TimeValue.self, forKey: .time)
            interval = try container.decodeIfPresent(Double.self, forKey: .interval)
            temperature = try container.decodeIfPresent(Double.self, forKey: .temperature2m)
                ?? container.decodeIfPresent(Double.self, forKey: .temperature)
            weatherCode = try container.decodeIfPresent(Int.self, forKey: .weatherCode)
                ?? container.decodeIfPresent(Int.self, forKey: .weathercode)
            isDay = try container.decodeIfPresent(Int.self, forKey: .isDay)
        }
    }

    struct Hourly: Decodable {
        let time: [TimeValue]
        let temperature: [Double?]?
        let weatherCode: [Int?]?
        let precipitationProbability: [Int?]?
        let isDay: [Int?]?

        private enum CodingKeys: String, CodingKey {
            case time, temperature = "temperature_2m", weatherCode = "weather_code", weathercode
            case precipitationProbability = "precipitation_probability", isDay = "is_day"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode([TimeValue].self, forKey: .time)
            temperature = try container.decodeIfPresent([Double?].self, forKey: .temperature)
            weatherCode = try container.decodeIfPresent([Int?].self, forKey: .weatherCode)
                ?? container.decodeIfPresent([Int?].self, forKey: .weathercode)
            precipitationProbability = try container.decodeIfPresent([Int?].self, forKey: .precipitationProbability)
            isDay = try container.decodeIfPresent([Int?].self, forKey: .isDay)
        }
    }

    struct Daily: Decodable {
        let time: [TimeValue]
        let weatherCode: [Int?]?
        let high: [Double?]?
        let low: [Double?]?
        let sunrise: [TimeValue?]?
        let sunset: [TimeValue?]?

        private enum CodingKeys: String, CodingKey {
            case time, weatherCode = "weather_code", weathercode, high = "temperature_2m_max", low = "temperature_2m_min"
            case sunrise, sunset
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode([TimeValue].self, forKey: .time)
            weatherCode = try container.decodeIfPresent([Int?].self, forKey: .weatherCode)
                ?? container.decodeIfPresent([Int?].self, forKey: .weathercode)
            high = try container.decodeIfPresent([Double?].self, forKey: .high)
            low = try container.decodeIfPresent([Double?].self, forKey: .low)
            sunrise = try container.decodeIfPresent([TimeValue?].self, forKey: .sunrise)
            sunset = try container.decodeIfPresent([TimeValue?].self, forKey: .sunset)
        }
    }

    struct Units: Decodable {
        let temperature: String?

        private enum CodingKeys: String, CodingKey { case temperature, temperature2m = "temperature_2m" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            temperature = try container.decodeIfPresent(String.self, forKey: .temperature2m)
                ?? container.decodeIfPresent(String.self, forKey: .temperature)
        }
    }

    let utcOffsetSeconds: Int?
    let timezone: String?
    let current: Current?
    let currentUnits: Units?
    let hourly: Hourly?
    let hourlyUnits: Units?
    let daily: Daily?

    private enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds", timezone, current, currentWeather = "current_weather"
        case currentUnits = "current_units", currentWeatherUnits = "current_weather_units"
        case hourly, hourlyUnits = "hourly_units", daily
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        utcOffsetSeconds = try container.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds)
        timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
        current = try container.decodeIfPresent(Current.self, forKey: .current)
            ?? container.decodeIfPresent(Current.self, forKey: .currentWeather)
        currentUnits = try container.decodeIfPresent(Units.self, forKey: .currentUnits)
            ?? container.decodeIfPresent(Units.self, forKey: .currentWeatherUnits)
        hourly = try container.decodeIfPresent(Hourly.self, forKey: .hourly)
        hourlyUnits = try container.decodeIfPresent(Units.self, forKey: .hourlyUnits)
        daily = try container.decodeIfPresent(Daily.self, forKey: .daily)
    }
}

/// A time as Open-Meteo writes it: local ISO 8601 ("2026-09-29T01:00", "2026-09-29") or Unix seconds.
enum TimeValue: Decodable, Equatable {
    case local(String)
    case unix(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Int.self) {
            self = .unix(seconds)
        } else {
            self = .local(try container.decode(String.self))
        }
    }

    /// Moments outside these years are not a forecast's (Unix seconds from 1900 to 3000); such times are skipped.
    static let plausibleUnixSeconds = -2_208_988_800...32_503_680_000

    /// The absolute moment, reading local times at the response's fixed UTC offset (as Open-Meteo writes them);
    /// nil for a time that is not one, or not between 1900 and 3000.
    func date(utcOffset: Int) -> Date? {
        switch self {
        case .unix(let seconds):
            guard Self.plausibleUnixSeconds.contains(seconds) else { return nil }
            return Date(timeIntervalSince1970: Double(seconds))
        case .local(let text):
            let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
            guard parts.count == 3 || parts.count == 5, (1900...3000).contains(parts[0]),
                  ForecastReading.plausibleOffsets.contains(utcOffset) else { return nil }
            let civil = CivilTime(year: parts[0], month: parts[1], day: parts[2],
                                  hour: parts.count == 5 ? parts[3] : 0, minute: parts.count == 5 ? parts[4] : 0)
            return Date(timeIntervalSince1970: Double(civil.secondsSinceEpoch - Int64(utcOffset)))
        }
    }
}
