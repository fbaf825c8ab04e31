import FoundationEssentials
import Logging
import WidgettyKit

/// Fetches Open-Meteo's current, hourly and daily forecast in one request and turns it into hourly entries.
public struct WeatherProvider: TimelineProvider {
    let settings: WeatherSettings

    /// Seconds each request may take: less than the runner's default 15 s for the whole load,
    /// so a slow server is named ("… didn't answer within 10 s") rather than the widget.
    static let requestTimeout: Double = 10

    /// A sample city with plausible weather for the moment, in the place's zone when its longitude
    /// is set (else the dashboard's): shown redacted while the first fetch runs, and as the preview.
    public func placeholder(in context: WidgetContext) -> WeatherEntry {
        WeatherSample.entry(at: context.date, place: settings.name ?? settings.location ?? "Cupertino",
                            zone: settings.longitude.flatMap(WeatherSample.zone(longitude:)) ?? context.timeZone)
    }

    /// The forecast for the configured place, as entries for now and each coming hour, fetched with the context's fetcher.
    public func timeline(in context: WidgetContext) async throws -> Timeline<WeatherEntry> {
        let services = context.services
        let (latitude, longitude, place) = try await coordinates(timeout: Self.requestTimeout, services: services)
        guard let url = forecastURL(latitude: latitude, longitude: longitude) else {
            throw WidgetProblem.needsConfiguration("base_url is not a URL")
        }
        let response: HTTPResponse
        do { response = try await services.fetcher.get(url, timeout: Self.requestTimeout, maxBytes: settings.maxBytes) } catch let failure as NetworkFailure { throw WeatherSettings.problem(failure) }
        if response.status != 200 {
            if let reason = ForecastDecoder.apiErrorReason(response.body) { throw WidgetProblem("Open-Meteo says: \(reason)") }
            throw WidgetProblem("\(url.host ?? "Open-Meteo") answered HTTP \(response.status)")
        }
        let (forecast, notes) = try ForecastDecoder.forecast(from: response.body).withOrderedDailyRanges()
        for note in notes { services.logger.notice("\(note)") }
        let timeline = WeatherTimeline.timeline(for: forecast, place: place, at: context.date)
        let page = settings.forecastURL ?? WeatherSettings.defaultForecastPage(latitude: latitude, longitude: longitude)
        return Timeline(entries: timeline.entries.map { entry in
            var linked = entry
            linked.forecastURL = page
            return linked
        }, policy: timeline.policy)
    }

    /// The coordinates and label: given ones, or the geocoder's for `location` (remembered in the kind's
    /// cache folder, `places.json`); else what to set.
    private func coordinates(timeout: Double, services: WidgetServices) async throws -> (Double, Double, String) {
        if let latitude = settings.latitude, let longitude = settings.longitude {
            return (latitude, longitude, settings.name ?? Self.describe(latitude: latitude, longitude: longitude))
        }
        guard let location = settings.location else {
            throw WidgetProblem.needsConfiguration("Set location, or latitude and longitude, to see the weather")
        }
        let cacheFile = try? services.directories.cacheDirectory().appendingPathComponent("places.json")
        let place = try await Geocoder(endpoint: settings.geocodingURL, cacheFile: cacheFile, fetcher: services.fetcher)
            .place(named: location, timeout: timeout, maxBytes: settings.maxBytes)
        return (place.latitude, place.longitude, settings.name ?? place.name)
    }

    /// The request: current, hourly and daily values in one call, in the place's own time zone.
    func forecastURL(latitude: Double, longitude: Double) -> URL? {
        var items = [
            URLQueryItem(name: "latitude", value: String(latitude)),
            URLQueryItem(name: "longitude", value: String(longitude)),
            URLQueryItem(name: "current", value: "temperature_2m,weather_code,is_day"),
            URLQueryItem(name: "hourly", value: "temperature_2m,weather_code,precipitation_probability,is_day"),
            URLQueryItem(name: "daily", value: "weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset"),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "forecast_days", value: "7"),
        ]
        if settings.usesImperialUnits {
            items += [URLQueryItem(name: "temperature_unit", value: "fahrenheit"), URLQueryItem(name: "wind_speed_unit", value: "mph")]
        }
        return QueryURL.make(settings.baseURL, adding: items)
    }

    /// "35.68° N, 139.69° E".
    private static func describe(latitude: Double, longitude: Double) -> String {
        let format = { (value: Double) in DecimalText.fixed(abs(value), decimals: 2) }
        return "\(format(latitude))° \(latitude >= 0 ? "N" : "S"), \(format(longitude))° \(longitude >= 0 ? "E" : "W")"
    }
}
