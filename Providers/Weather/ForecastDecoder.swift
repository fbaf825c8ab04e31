import FoundationEssentials
import WidgettyKit

/// Turns an Open-Meteo response body into a `Forecast`, or a `WidgetProblem` that says what was wrong in plain words.
enum ForecastDecoder {
    /// The forecast in `body`; Open-Meteo's own `{"error": true, "reason": …}` becomes a problem with that reason.
    /// A body over `WeatherSettings.largestAnswer` is refused unread: decoding builds about 25 times its size.
    static func forecast(from body: Data) throws -> Forecast {
        guard body.count <= WeatherSettings.largestAnswer else {
            throw WidgetProblem("The forecast is over \(WeatherSettings.largestAnswer >> 20) MB (Open-Meteo’s are about 10 KB) and is not read; check base_url")
        }
        if let reason = apiErrorReason(body) { throw WidgetProblem("Open-Meteo says: \(reason)") }
        let response: OpenMeteoResponse
        do {
            response = try JSONDecoder().decode(OpenMeteoResponse.self, from: body)
        } catch {
            throw WidgetProblem("The forecast could not be read (\(Self.describe(error)))")
        }
        // A unit is a few characters ("°C"); anything longer from a server is cut.
        let unit = String((response.hourlyUnits?.temperature ?? response.currentUnits?.temperature ?? "°").prefix(8))
        let reading = ForecastReading(unit: unit)
        try reading.checkLengths(response)
        let offset = try reading.utcOffset(response.utcOffsetSeconds ?? 0)
        let timeZone = response.timezone.flatMap(ZoneDatabase.system.zone(named:)) ?? ZoneInfo(fixedOffset: offset) ?? .utc
        let hours = try Self.hours(response.hourly, offset: offset, reading: reading)
        guard !hours.isEmpty else { throw WidgetProblem("The forecast has no hourly temperatures") }
        let current = try response.current.flatMap { current -> Forecast.Hour? in
            guard let time = current.time.date(utcOffset: offset), let temperature = current.temperature else { return nil }
            return Forecast.Hour(time: time, temperature: try reading.temperature(temperature, at: "current.temperature_2m"),
                                 condition: current.weatherCode.map(WeatherCondition.init(code:)),
                                 precipitationProbability: nil, isDay: current.isDay.map { $0 != 0 })
        }
        let interval = response.current?.interval.flatMap { Self.plausibleIntervals.contains($0) ? $0 : nil } ?? Self.currentInterval
        return Forecast(timeZone: timeZone, temperatureUnit: unit, current: current, currentInterval: interval, hours: hours,
                        days: try Self.days(response.daily, offset: offset, reading: reading))
    }

    /// How long `current` stands when the response does not say (or says something no server means): Open-Meteo's 15 minutes.
    static let currentInterval: TimeInterval = 15 * 60
    /// The `interval`s of `current` taken as given: a second to a day.
    static let plausibleIntervals: ClosedRange<TimeInterval> = 1...86_400

    /// The reason in Open-Meteo's error body (`{"error": true, "reason": …}`), if `body` is one.
    static func apiErrorReason(_ body: Data) -> String? {
        guard let failure = try? JSONDecoder().decode(APIError.self, from: body), failure.error else { return nil }
        return failure.reason ?? "unknown error"
    }

    private struct APIError: Decodable {
        let error: Bool
        let reason: String?
    }

    /// The hours that have a time and a temperature; rows with `null` are skipped.
    private static func hours(_ hourly: OpenMeteoResponse.Hourly?, offset: Int, reading: ForecastReading) throws -> [Forecast.Hour] {
        guard let hourly, let temperatures = hourly.temperature else { return [] }
        return try hourly.time.indices.compactMap { index in
            guard let time = hourly.time[index].date(utcOffset: offset),
                  let value = temperatures[safe: index] ?? nil else { return nil }
            let temperature = try reading.temperature(value, at: "hourly.temperature_2m[\(index)]")
            return Forecast.Hour(time: time, temperature: temperature,
                                 condition: (hourly.weatherCode?[safe: index] ?? nil).map(WeatherCondition.init(code:)),
                                 precipitationProbability: hourly.precipitationProbability?[safe: index] ?? nil,
                                 isDay: (hourly.isDay?[safe: index] ?? nil).map { $0 != 0 })
        }
    }

    /// The days that have a date and a high (a low where the response has one).
    private static func days(_ daily: OpenMeteoResponse.Daily?, offset: Int, reading: ForecastReading) throws -> [Forecast.Day] {
        guard let daily, let highs = daily.high else { return [] }
        return try daily.time.indices.compactMap { index in
            guard let date = daily.time[index].date(utcOffset: offset),
                  let value = highs[safe: index] ?? nil else { return nil }
            let high = try reading.temperature(value, at: "daily.temperature_2m_max[\(index)]")
            let low = try (daily.low?[safe: index] ?? nil).map { try reading.temperature($0, at: "daily.temperature_2m_min[\(index)]") }
            return Forecast.Day(date: date, condition: (daily.weatherCode?[safe: index] ?? nil).map(WeatherCondition.init(code:)),
                                low: low, high: high,
                                sunrise: (daily.sunrise?[safe: index] ?? nil)?.date(utcOffset: offset),
                                sunset: (daily.sunset?[safe: index] ?? nil)?.date(utcOffset: offset))
        }
    }

    /// A decoding error in a few words: what was wrong and where.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not valid JSON"
        case .dataCorrupted(let context): return "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "unexpected value at \(path(context.codingPath))"
        @unknown default: return "not the expected shape"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimming(where: { $0 == "." })
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
