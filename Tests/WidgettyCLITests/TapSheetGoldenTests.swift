import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The sheet each small tile's one tap shows, as `Return` on it focused or a click opens it: a calendar's next event, a
/// clock's city, a system widget's measurements (the build VM's recorded readings); on a phone's pane and a wide one,
/// dark and light, compared with reviewed golden files.
extension InteractionGoldenTests {
    static let tappedTiles = """
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

    /// Why a tap gave no sheet.
    struct TapSheetProblem: Error, CustomStringConvertible {
        let description: String
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func eachSmallTilesTapShowsItsSheet(scheme: ColorScheme) async throws {
        let config = try SystemFixtures.pinned(Self.tappedTiles, to: "vm")
        for (slot, name) in [(0, "calendar-event"), (1, "clock-city"), (2, "system-details")] {
            for size in [Size(width: 49, height: 30), Size(width: 160, height: 30)] {
                var state = HomeScreenState(scheme: scheme)
                let regions = HitRegions()
                _ = try await frame(state, size: size, config: config, hitRegions: regions)
                let tap = try #require(regions.regions.first { $0.widget == slot && $0.coversTile }, "tile \(slot) has a tap")
                guard case .perform(let intent as any HostIntent, _) = tap.action, case .showList(let title, let rows, let empty) = intent.request else {
                    throw TapSheetProblem(description: "tile \(slot)'s tap shows no sheet: \(tap.action)")
                }
                state.listSheet = ListSheet(title: title, rows: rows, empty: empty)
                let canvas = try await frame(state, size: size, config: config)
                GoldenRenderTests.check(canvas, "tap-\(name)-\(size.width)x\(size.height).txt")
                GoldenRenderTests.check(canvas, "tap-\(name)-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
            }
        }
    }
}
