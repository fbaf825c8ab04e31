import WidgettyKit

/// The checks every number in an Open-Meteo answer passes before the widget does arithmetic with it.
///
/// A server can send anything JSON can hold (`1e300`, ten million hours); what
/// does not fit becomes the widget's error naming the value and where it was.
struct ForecastReading {
    /// Temperatures outside this range (in either unit) are not weather: Earth's records are −89 °C and 57 °C (134 °F).
    static let plausibleTemperatures = -150.0...150.0

    /// The unit the answer gives temperatures in, for messages.
    let unit: String

    /// `value` when it is a plausible temperature; else the widget's error saying what came and where.
    func temperature(_ value: Double, at path: String) throws -> Double {
        guard Self.plausibleTemperatures.contains(value) else {
            throw WidgetProblem("Open-Meteo sent a temperature of \(value) \(unit) at \(path)")
        }
        return value
    }

    /// Offsets from UTC that zones have (−12 h to +14 h; Foundation accepts ±18 h and traps on some others).
    static let plausibleOffsets = -18 * 3600...18 * 3600

    /// `seconds` when it is an offset a place can have; else the widget's error.
    func utcOffset(_ seconds: Int) throws -> Int {
        guard Self.plausibleOffsets.contains(seconds) else {
            throw WidgetProblem("Open-Meteo sent a UTC offset of \(seconds) s at utc_offset_seconds")
        }
        return seconds
    }

    /// Fails when an array of the answer is longer than `InputLimits.decodedArrayLength`.
    func checkLengths(_ response: OpenMeteoResponse) throws {
        let lengths: [(String, Int?)] = [
            ("hourly.time", response.hourly?.time.count), ("hourly.temperature_2m", response.hourly?.temperature?.count),
            ("hourly.weather_code", response.hourly?.weatherCode?.count),
            ("hourly.precipitation_probability", response.hourly?.precipitationProbability?.count),
            ("hourly.is_day", response.hourly?.isDay?.count),
            ("daily.time", response.daily?.time.count), ("daily.temperature_2m_max", response.daily?.high?.count),
            ("daily.temperature_2m_min", response.daily?.low?.count), ("daily.weather_code", response.daily?.weatherCode?.count),
            ("daily.sunrise", response.daily?.sunrise?.count), ("daily.sunset", response.daily?.sunset?.count),
        ]
        for case let (path, count?) in lengths where count > InputLimits.decodedArrayLength {
            throw WidgetProblem("Open-Meteo sent \(count) values at \(path); at most \(InputLimits.decodedArrayLength) are read")
        }
    }
}
