import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// Offline, the embedded demo's weather shows its sample, marked "Sample", where a person's own configuration shows
/// the failure; `timeline` says why.
@Suite struct DemoSampleTests {
    /// The demo as the locator loads it, its system tile reading a recorded machine.
    static func demo() throws -> DashboardConfig {
        #expect(try ConfigLocator.load(.demo).samplesForFailures, "the demo shows samples")
        var config = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(DemoConfiguration.text, to: "vm"),
                                                                                 file: DemoConfiguration.name)
        config.samplesForFailures = true
        return config
    }

    /// The rows of the demo's medium weather tile at 49 × 40, offline.
    static func weatherTile(_ config: DashboardConfig) async -> [String] {
        let canvas = await HeadlessRenderer.render(config: config, registry: ProviderCatalog.registry, size: Size(width: 49, height: 40),
                                                   scheme: .dark, at: GoldenRenderTests.moment, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                   locale: DateLocale.english, services: HostServices(fetcher: OfflineFetcher()))
        return Array(canvas.lines()[13...22])
    }

    @Test func theDemosWeatherShowsItsSampleMarkedAsOne() async throws {
        let tile = await Self.weatherTile(try Self.demo())
        #expect(tile[0].contains("╭") && tile[0].contains(" Sample ─╮"), "the mark on the top edge: \(tile[0])")
        #expect(tile.contains { $0.contains("Tokyo") } && tile.contains { $0.contains("°") }, "the sample's weather, by name: \(tile)")
        #expect(!tile.joined().contains("Can’t reach"), "\(tile)")
    }

    @Test func aPersonsOwnConfigurationKeepsTheFailure() async throws {
        var own = try Self.demo()
        own.samplesForFailures = false
        #expect(try !ConfigLocator.load(.file(BuiltBinary.packageRoot.appendingPathComponent("config.example.toml").path)).samplesForFailures)
        let tile = await Self.weatherTile(own)
        #expect(tile.joined().contains("Can’t reach"), "\(tile)")
        #expect(!tile.joined().contains("Sample"))
    }

    @Test func timelineSaysTheTileShowsItsSampleAndWhy() async throws {
        let config = try Self.demo()
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: .dark,
                                                              at: GoldenRenderTests.moment, services: HostServices(fetcher: OfflineFetcher()))
        let report = TimelineReport(runner: runner, at: GoldenRenderTests.moment,
                                    plain: PlainTextReport(dashboard: dashboard, runner: runner, at: GoldenRenderTests.moment),
                                    samplesForFailures: config.samplesForFailures)
        let lines = try report.text().split(separator: "\n").map(String.init)
        let weather = try #require(lines.firstIndex { $0.hasPrefix("widget 2 · weather · medium") }, "\(lines)")
        #expect(lines[weather + 2].hasPrefix("  last load failed: Can’t reach"), "\(lines[weather...].prefix(5))")
        #expect(lines[weather + 3] == "  shows: its sample, marked \"Sample\", until a load answers (the embedded demo's tiles do)")
        #expect(lines[weather + 4].hasPrefix("  reads: Sample. Tokyo"), "the plain reading says so first: \(lines[weather + 4])")
        #expect(report.widgets.filter(\.showsSample).map(\.kind) == ["weather", "weather"], "both weathers, the stack's too")
    }
}
