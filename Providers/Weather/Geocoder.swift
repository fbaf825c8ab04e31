import FoundationEssentials
import Synchronization
import WidgettyKit

/// A place the geocoder found: its name as Open-Meteo gives it, and its coordinates.
struct Place: Codable, Sendable, Equatable {
    var name: String
    var latitude: Double
    var longitude: Double
}

/// Looks place names up with Open-Meteo's geocoding API, once per name: answers are kept in
/// `cacheFile` (the weather kind's cache folder's `places.json`; nil: not kept).
struct Geocoder: Sendable {
    let endpoint: String
    let cacheFile: URL?
    let fetcher: any HTTPFetching

    /// The place called `query`, from the cache or the API; a name nobody knows says what to set instead.
    func place(named query: String, timeout: Double, maxBytes: Int = WeatherSettings.largestAnswer) async throws -> Place {
        let key = "\(endpoint)|\(query.lowercased())"
        if let cacheFile, let known = Self.read(cacheFile)[key] { return known }
        let items = [URLQueryItem(name: "name", value: query), URLQueryItem(name: "count", value: "1"),
                     URLQueryItem(name: "format", value: "json")]
        guard let url = QueryURL.make(endpoint, adding: items) else { throw WidgetProblem.needsConfiguration("geocoding_url is not a URL") }
        let response: HTTPResponse
        do { response = try await fetcher.get(url, timeout: timeout, maxBytes: maxBytes) } catch let failure as NetworkFailure { throw WeatherSettings.problem(failure) }
        guard response.status == 200 else { throw WidgetProblem("\(url.host ?? "The geocoder") answered \(response.status)") }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: response.body) else {
            throw WidgetProblem("The geocoder’s answer could not be read")
        }
        guard var found = answer.results?.first else {
            throw WidgetProblem.needsConfiguration("No place called \(QuotedValue.shown(query)) — set latitude and longitude")
        }
        guard (-90...90).contains(found.latitude), (-180...180).contains(found.longitude) else {
            throw WidgetProblem("The geocoder sent \(found.latitude), \(found.longitude) for \(QuotedValue.shown(query)), which is no place on Earth")
        }
        found.name = String(found.name.prefix(Self.longestName))
        if let cacheFile { Self.remember(found, as: key, in: cacheFile) }
        return found
    }

    private struct Answer: Decodable {
        let results: [Place]?
    }

    private static let lock = Mutex(())
    /// The most characters of a place's name kept (a label on a tile).
    static let longestName = 100
    /// The largest cache file read (a few hundred places); a larger or special file is ignored and written anew.
    static let cacheLimit = 1 << 20

    private static func read(_ file: URL) -> [String: Place] {
        lock.withLock { _ in places(in: file) }
    }

    /// The places the cache file holds, or none when it is missing, not a regular file, too large or not JSON.
    private static func places(in file: URL) -> [String: Place] {
        guard let data = (try? BoundedFile.data(at: file, limit: cacheLimit)) ?? nil,
              let places = try? JSONDecoder().decode([String: Place].self, from: data) else { return [:] }
        return places.filter { (-90...90).contains($0.value.latitude) && (-180...180).contains($0.value.longitude) }
    }

    /// Adds a place to the cache file, written whole and atomically; a cache that cannot be written is only a slower start.
    private static func remember(_ place: Place, as key: String, in file: URL) {
        lock.withLock { _ in
            var places = Self.places(in: file)
            places[key] = place
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try? encoder.encode(places).write(to: file, options: .atomic)
        }
    }
}
