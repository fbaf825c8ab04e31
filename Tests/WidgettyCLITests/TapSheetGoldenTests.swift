import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The sheet each small tile's one tap shows, as `Return` on it focused or a click opens it: a calendar's next event, a
/// clock's city, a system widget's measurements; on a phone's pane and a wide one, dark and light, compared with
/// reviewed golden files.
@Suite struct TapSheetGoldenTests {
    static let config = """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "calendar"
        size = "small"
        sources = ["widgetty:demo"]

        [[widget]]
        kind = "clock"
        size = "small"
        zones = ["Asia/Tokyo"]

        [[widget]]
        kind = "system"
        size = "small"
        """

    /// The screen at `size` in `scheme` with the sheet the tap of the tile of `slot` shows over it.
    func frame(tapping slot: Int, scheme: ColorScheme, size: Size) async throws -> Canvas {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(Self.config, to: "vm"), file: "config.toml")
        let dashboard = Dashboard(config: parsed, registry: ProviderCatalog.registry, scheme: scheme,
                                  timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        runner.tick()
        await runner.waitForFirstLoads(timeout: 30)
        var state = HomeScreenState(scheme: scheme)
        let regions = HitRegions()
        _ = dashboard.frame(size: size, state: state, runner: runner, at: GoldenRenderTests.moment, hitRegions: regions)
        let tap = try #require(regions.regions.first { $0.widget == slot && $0.coversTile }, "tile \(slot) has a tap")
        guard case .perform(let intent as any HostIntent, _) = tap.action, case .showList(let title, let rows, let empty) = intent.request else {
            throw TapSheetProblem(description: "tile \(slot)'s tap shows no sheet: \(tap.action)")
        }
        state.listSheet = ListSheet(title: title, rows: rows, empty: empty)
        return dashboard.frame(size: size, state: state, runner: runner, at: GoldenRenderTests.moment)
    }

    /// Why a tap gave no sheet.
    struct TapSheetProblem: Error, CustomStringConvertible {
        let description: String
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func eachSmallTilesTapShowsItsSheet(scheme: ColorScheme) async throws {
        for (slot, name) in [(0, "calendar-event"), (1, "clock-city"), (2, "system-details")] {
            for size in [Size(width: 49, height: 30), Size(width: 160, height: 30)] {
                let canvas = try await frame(tapping: slot, scheme: scheme, size: size)
                GoldenRenderTests.check(canvas, "tap-\(name)-\(size.width)x\(size.height).txt")
                GoldenRenderTests.check(canvas, "tap-\(name)-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
            }
        }
    }
}
