import Foundation
import WidgettyKit

/// Turns an Open-Meteo response body into a `Forecast`, or a `WidgetProblem` that says what was wrong in plain words.
enum ForecastDecoder {
    /// The forecast in `body`; Open-Meteo's own `{"error": true, "reason": …}` becomes a problem with that reason.
    static func forecast(from body: Data) throws -> Forecast {
        if let reason = apiErrorReason(body) { throw WidgetProblem("Open-Meteo says: \(reason)") }
        let response: OpenMeteoResponse
        do {
            response = try JSONDecoder().decode(OpenMeteoResponse.self, from: body)
        } catch {
            throw WidgetProblem("The forecast could not be read (\(Self.describe(error)))")
        }
        let offset = response.utcOffsetSeconds ?? 0
        let timeZone = response.timezone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: offset) ?? .gmt
        let hours = Self.hours(response.hourly, offset: offset)
        guard !hours.isEmpty else { throw WidgetProblem("The forecast has no hourly temperatures") }
        let current = response.current.flatMap { current -> Forecast.Hour? in
            guard let time = current.time.date(utcOffset: offset), let temperature = current.temperature else { return nil }
            return Forecast.Hour(time: time, temperature: temperature, condition: current.weatherCode.map(WeatherCondition.init(code:)),
                                 precipitationProbability: nil, isDay: current.isDay.map { $0 != 0 })
        }
        let unit = response.hourlyUnits?.temperature ?? response.currentUnits?.temperature ?? "°"
        return Forecast(timeZone: timeZone, temperatureUnit: unit, current: current, hours: hours,
                        days: Self.days(response.daily, offset: offset))
    }

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
    private static func hours(_ hourly: OpenMeteoResponse.Hourly?, offset: Int) -> [Forecast.Hour] {
        guard let hourly, let temperatures = hourly.temperature else { return [] }
        return hourly.time.indices.compactMap { index in
            guard let time = hourly.time[index].date(utcOffset: offset),
                  let temperature = temperatures[safe: index] ?? nil else { return nil }
            return Forecast.Hour(time: time, temperature: temperature,
                                 condition: (hourly.weatherCode?[safe: index] ?? nil).map(WeatherCondition.init(code:)),
                                 precipitationProbability: hourly.precipitationProbability?[safe: index] ?? nil,
                                 isDay: (hourly.isDay?[safe: index] ?? nil).map { $0 != 0 })
        }
    }

    /// The days that have a date and a high (a low where the response has one).
    private static func days(_ daily: OpenMeteoResponse.Daily?, offset: Int) -> [Forecast.Day] {
        guard let daily, let highs = daily.high else { return [] }
        return daily.time.indices.compactMap { index in
            guard let date = daily.time[index].date(utcOffset: offset),
                  let high = highs[safe: index] ?? nil else { return nil }
            return Forecast.Day(date: date, condition: (daily.weatherCode?[safe: index] ?? nil).map(WeatherCondition.init(code:)),
                                low: daily.low?[safe: index] ?? nil, high: high,
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
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
