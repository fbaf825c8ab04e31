import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyNetwork
import WidgettyTestSupport
@testable import WeatherProvider

/// The provider over real HTTP through the fetch helper, against a server on 127.0.0.1 serving the recorded responses.
@Suite struct WeatherProviderTests {
    /// The recorded New York forecast (a real-world file: the tests reading it carry `SharedFixtures.required`).
    func newYork() throws -> Data { try BuiltBinary.openMeteoFixture(BuiltBinary.newYorkForecast) }
    let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 360, heightPoints: 169),
                                date: ISO8601DateFormatter().date(from: "2026-02-06T21:40:00Z")!)

    /// The timeline for `toml`-like settings at `date` (else the context's), fetched through the helper that `swift build`
    /// put beside the test binary, with the kind's cache folder under `cacheHome` (else a new folder).
    func timeline(_ values: [String: WidgetSettingValue], server: LocalHTTPServer, cacheHome: URL? = nil,
                  at date: Date? = nil) async throws -> Timeline<WeatherEntry> {
        var values = values
        values["base_url"] = .string(server.baseURL + "/v1/forecast")
        values["geocoding_url"] = .string(server.baseURL + "/v1/search")
        let settings = WeatherSettings(WidgetSettings(options: WeatherSettings.options, values: values))
        let home = try cacheHome ?? TemporaryFolders.make()
        var context = context
        context.date = date ?? context.date
        context.services = WidgetServices(kind: WeatherWidget.kind, fetcher: SubprocessFetcher(program: BuiltBinary.path),
                                          directories: WidgetDirectories(kind: WeatherWidget.kind, cacheHome: home, stateHome: home))
        return try await WeatherProvider(settings: settings).timeline(in: context)
    }

    func problem(_ work: () async throws -> Void) async -> WidgetProblem? {
        do { try await work() } catch let problem as WidgetProblem { return problem } catch { return WidgetProblem("\(error)") }
        return nil
    }

    @Test(SharedFixtures.required) func fetchesOneRequestWithCurrentHourlyAndDailyInThePlacesZone() async throws {
        let body = try newYork()
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let timeline = try await timeline(["latitude": .number(40.79), "longitude": .number(-73.97), "name": .string("New York")],
                                          server: server)
        #expect(timeline.entries.first?.place == "New York")
        #expect(timeline.entries.first?.now.temperature == -1.4)
        #expect(server.requests.count == 1)
        let query = try #require(server.requests.first)
        for part in ["latitude=40.79", "longitude=-73.97", "current=temperature_2m,weather_code,is_day", "timezone=auto",
                     "daily=weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset"] {
            #expect(query.contains(part), "\(query) asks for \(part)")
        }
    }

    @Test(SharedFixtures.required) func imperialAsksForFahrenheit() async throws {
        let body = try BuiltBinary.openMeteoFixture("linecast_toronto_fahrenheit_current_hourly_daily.json")
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let entry = try #require(try await timeline(["latitude": .number(43.7), "longitude": .number(-79.4), "units": .string("imperial")],
                                                    server: server, at: ISO8601DateFormatter().date(from: "2026-03-06T02:10:00Z")!).entries.first)
        #expect(entry.temperatureUnit == "°F")
        #expect(entry.place == "43.70° N, 79.40° W")
        #expect(server.requests.first?.contains("temperature_unit=fahrenheit") == true)
    }

    @Test(SharedFixtures.required) func theOlderCurrentWeatherFormWithUnixTimes() async throws {
        let body = try BuiltBinary.openMeteoFixture("magicmirror_weather_openmeteo_current_weather_munich_unixtime.json")
        let server = try LocalHTTPServer { _ in .status(200, body) }
        defer { server.stop() }
        let timeline = try await timeline(["latitude": .number(48.14), "longitude": .number(11.58), "name": .string("München")],
                                          server: server, at: Date(timeIntervalSince1970: 1_770_477_300 + 600))
        let entry = try #require(timeline.entries.first)
        #expect(entry.now.temperature == 8.5)
        #expect(entry.now.condition == .partlyCloudy)
        #expect(entry.today?.high == 9.5)
        #expect(entry.timeZone == "Europe/Berlin")
    }

    @Test func aLocationIsLookedUpOnceThenRemembered() async throws {
        let body = try BuiltBinary.ownForecast()
        let server = try LocalHTTPServer { path in
            path.hasPrefix("/v1/search")
                ? .status(200, Data(#"{"results":[{"name":"東京","latitude":35.6895,"longitude":139.6917,"country":"日本"}]}"#.utf8))
                : .status(200, body)
        }
        defer { server.stop() }
        let home = try TemporaryFolders.make()
        let first = try await timeline(["location": .string("Tokyo")], server: server, cacheHome: home)
        #expect(first.entries.first?.place == "東京")
        #expect(server.requests.first?.hasPrefix("/v1/search?name=Tokyo&count=1") == true)
        #expect(server.requests.last?.contains("latitude=35.6895") == true)
        _ = try await timeline(["location": .string("Tokyo")], server: server, cacheHome: home)
        #expect(server.requests.filter { $0.hasPrefix("/v1/search") }.count == 1, "the second start reads the cache")
        let cache = home.appendingPathComponent("widgetty/weather/places.json")
        #expect(String(decoding: try Data(contentsOf: cache), as: UTF8.self).contains("東京"), "in the weather kind's own cache folder")
    }

    @Test func anUnknownPlaceSaysWhatToSetInstead() async throws {
        let server = try LocalHTTPServer { _ in .status(200, Data(#"{"generationtime_ms":0.5}"#.utf8)) }
        defer { server.stop() }
        let found = await problem { _ = try await timeline(["location": .string("Atlantis")], server: server) }
        #expect(found == .needsConfiguration("No place called “Atlantis” — set latitude and longitude"))
    }

    @Test func noPlaceAtAllSaysWhatToSet() async throws {
        let server = try LocalHTTPServer { _ in .close }
        defer { server.stop() }
        let found = await problem { _ = try await timeline([:], server: server) }
        #expect(found == .needsConfiguration("Set location, or latitude and longitude, to see the weather"))
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [
        (LocalHTTPServer.Reply.status(500, Data("oops".utf8)), "127.0.0.1 answered HTTP 500"),
        // Open-Meteo's documented error form (ForecastDecoderTests reads the recorded one).
        (.status(400, Data(#"{"error": true, "reason": "Cannot initialize WeatherVariable from invalid String value tempeture_2m_max for key daily"}"#.utf8)),
         "Open-Meteo says: Cannot initialize WeatherVariable from invalid String value tempeture_2m_max for key daily"),
        (.status(200, Data(#"{"hourly":{"time":["2026-02-06T00:00"]"#.utf8)), "The forecast could not be read (not valid JSON)"),
        (.close, "127.0.0.1: Empty reply from server"),
    ])
    func everyFailureEndsInPlainWords(reply: LocalHTTPServer.Reply, message: String) async throws {
        let server = try LocalHTTPServer { _ in reply }
        defer { server.stop() }
        let found = await problem { _ = try await timeline(["latitude": .number(1), "longitude": .number(2)], server: server) }
        #expect(found?.message == message)
    }

    @Test func nobodyListeningIsUnreachable() async throws {
        let server = try LocalHTTPServer { _ in .close }
        server.stop()
        let found = await problem { _ = try await timeline(["latitude": .number(1), "longitude": .number(2)], server: server) }
        #expect(found == .unreachable(host: "127.0.0.1"))
    }

    @Test func aHostThatDoesNotResolveIsUnreachable() async throws {
        let fetcher = SubprocessFetcher(program: BuiltBinary.path)
        await #expect(throws: NetworkFailure.unreachable(host: "widgetty-test.invalid")) {
            _ = try await fetcher.get(URL(string: "http://widgetty-test.invalid/v1/forecast")!, timeout: 5)
        }
    }

    @Test func aSlowServerTimesOutInTheHelperWithItsName() async throws {
        let server = try LocalHTTPServer { _ in .slow(3, Data("{}".utf8)) }
        defer { server.stop() }
        await #expect(throws: NetworkFailure.timedOut(host: "127.0.0.1", seconds: 1)) {
            _ = try await SubprocessFetcher(program: BuiltBinary.path).get(URL(string: server.baseURL + "/v1/forecast")!, timeout: 1)
        }
        #expect(NetworkFailure.timedOut(host: "127.0.0.1", seconds: 1).problem.message == "127.0.0.1 didn’t answer within 1\u{A0}s")
    }

    @Test func aMissingHelperSaysWhatCouldNotStart() async throws {
        await #expect(throws: NetworkFailure.helper("widgetty cannot start /nonexistent/widgetty to fetch (No such file or directory)")) {
            _ = try await SubprocessFetcher(program: "/nonexistent/widgetty").get(URL(string: "http://127.0.0.1/")!, timeout: 1)
        }
    }

    @Test func aGeocoderAnswerThatIsNoPlaceIsRefusedAndAHugeCacheIsIgnored() async throws {
        let absurd = Data(#"{"results":[{"name":"Nowhere","latitude":1e300,"longitude":-1e300}]}"#.utf8)
        let server = try LocalHTTPServer { _ in .status(200, absurd) }
        defer { server.stop() }
        let home = try TemporaryFolders.make()
        let cache = home.appendingPathComponent("widgetty/weather/places.json")
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x20, count: 2 << 20).write(to: cache)
        let found = await problem { _ = try await timeline(["location": .string("Nowhere")], server: server, cacheHome: home) }
        #expect(found?.message == "The geocoder sent 1e+300, -1e+300 for “Nowhere”, which is no place on Earth")
        #expect(server.requests.count == 1, "the oversized cache was not read: the geocoder was asked")
    }

    /// The request's arrival cancels the load from the server's thread: the load blocks a pool thread reading
    /// the helper's pipe, and with other suites blocking the rest, a test waiting its turn to cancel could
    /// wait past the helper's own 10 s timeout (it did, once, in CI on a loaded two-core machine).
    @Test func aHungServerIsCutOffByCancellingTheLoad() async throws {
        let load = LoadToCancel()
        let server = try LocalHTTPServer { _ in
            load.cancel()
            return .hang
        }
        defer { server.stop() }
        let task = load.start { [self] in try await timeline(["latitude": .number(1), "longitude": .number(2)], server: server) }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(server.requests.count == 1)
    }
}

/// A load a server thread can cancel; the server blocks on the lock until the task is stored, so no request finds it missing.
private final class LoadToCancel: Sendable {
    private let task = Mutex<Task<Timeline<WeatherEntry>, Error>?>(nil)

    /// Starts `work` as the task to cancel.
    func start(_ work: @escaping @Sendable () async throws -> Timeline<WeatherEntry>) -> Task<Timeline<WeatherEntry>, Error> {
        task.withLock { stored in
            let started = Task { try await work() }
            stored = started
            return started
        }
    }

    /// Cancels the load.
    func cancel() { task.withLock { $0?.cancel() } }
}

/// The sample the placeholder and the gallery show: consistent with the moment and the zone.
@Suite struct WeatherSampleTests {
    let tokyo = WeatherSample.zone(longitude: 139.69)!

    @Test func theZoneComesFromTheLongitudeAndSurvivesTheEntry() {
        #expect(tokyo.secondsFromGMT(for: Date()) == 9 * 3600)
        #expect(WeatherSample.zone(longitude: -73.97)?.secondsFromGMT(for: Date()) == -5 * 3600)
        #expect(WeatherSample.zone(longitude: .nan) == nil && WeatherSample.zone(longitude: 1e300) == nil)
        let entry = WeatherSample.entry(at: Date(timeIntervalSince1970: 0), place: "Tokyo", zone: tokyo)
        #expect(ZoneDatabase.system.zone(identifier: entry.timeZone)?.secondsFromGMT(for: Date()) == 9 * 3600, "\(entry.timeZone) reads back")
    }

    @Test func nightHasTheMoonAndTheSunriseNext() throws {
        // 13:00 UTC is 22:00 in Tokyo.
        let entry = WeatherSample.entry(at: ISO8601DateFormatter().date(from: "2026-11-22T13:00:00Z")!, place: "Tokyo", zone: tokyo)
        #expect(entry.now.isDay == false)
        #expect(entry.nextHours.allSatisfy { $0.isDay == false }, "23:00 to 04:00")
        let sun = try #require(entry.sunEvent)
        #expect(sun.isSunrise && sun.time == ISO8601DateFormatter().date(from: "2026-11-22T21:30:00Z")!, "06:30 the next morning")
        #expect(entry.nextHours.map(\.time.timeIntervalSince1970).allSatisfy { $0.truncatingRemainder(dividingBy: 3600) == 0 }, "on the hour")
    }

    @Test func dayHasTheSunsetInTheEveningAndACurveThatPeaksInTheAfternoon() throws {
        // 02:00 UTC is 11:00 in Tokyo.
        let entry = WeatherSample.entry(at: ISO8601DateFormatter().date(from: "2026-11-22T02:00:00Z")!, place: "Tokyo", zone: tokyo)
        #expect(entry.now.isDay == true)
        let sun = try #require(entry.sunEvent)
        #expect(!sun.isSunrise && sun.time == ISO8601DateFormatter().date(from: "2026-11-22T08:30:00Z")!, "17:30 in Tokyo")
        let temperatures = entry.nextHours.map(\.temperature)
        #expect(temperatures == [21, 22, 23, 23, 23, 22], "12:00 to 17:00, warmest at 15:00")
        #expect(entry.today?.low == 11 && entry.today?.high == 23)
    }
}
