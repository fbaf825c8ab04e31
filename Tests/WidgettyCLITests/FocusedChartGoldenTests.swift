import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// A focused tile with a chart shows the chart's one-sentence summary whole, wrapped over the tile's bottom rows where
/// the bottom edge is too short, every chart's (the large tile's CPU and network), legible in both palettes, on a
/// phone's pane and a wide one; compared with reviewed golden files.
@Suite struct FocusedChartGoldenTests {
    static let config = """
        [[widget]]
        kind = "system"
        size = "medium"
        [[widget]]
        kind = "system"
        size = "large"
        """

    /// The screen at `size` in `scheme` with the tile of `slot` focused, the system widgets reading the hand-written laptop.
    static func frame(_ scheme: ColorScheme, focus slot: Int?, size: Size) async throws -> Canvas {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(config, to: "laptop"), file: "config.toml")
        let dashboard = Dashboard(config: parsed, registry: ProviderCatalog.registry, scheme: scheme,
                                  timeZone: ZoneDatabase.system.zone(named: "GMT")!, locale: DateLocale.english)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        runner.tick()
        await runner.waitForFirstLoads(timeout: 30)
        var state = HomeScreenState(scheme: scheme)
        state.focusedSlot = slot
        return dashboard.frame(size: size, state: state, runner: runner, at: GoldenRenderTests.moment,
                               stacks: StackRotator(slots: parsed.slots), canEditConfig: true)
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func aFocusedChartShowsItsSummaryAndStaysInSight(scheme: ColorScheme) async throws {
        let narrow = try await Self.frame(scheme, focus: 0, size: Size(width: 49, height: 44))
        let unfocused = try await Self.frame(scheme, focus: nil, size: Size(width: 49, height: 44))
        let shown = narrow.lines().joined(separator: "\n")
        // Two rows of the tile's eight, a row for each chart with its subject, so the chart keeps its time axis.
        #expect(shown.contains("│ 8:41\u{202F}AM                    9:41\u{202F}AM      │▌\n   │                                         │▌\n"
                               + "   │ CPU over the last hour: between 3% and… │▌\n   │ In use: Memory 69%, Swap 25%, / 60%.    │"),
                "the chart's axis, then each chart's sentence on a row: \(shown)")
        #expect(!unfocused.lines().contains { $0.contains(" between ") }, "only with focus")
        GoldenRenderTests.check(narrow, "chart-focus-49x44.txt")
        GoldenRenderTests.check(narrow, "chart-focus-49x44-\(scheme).ansi", ansi: true)

        let wide = try await Self.frame(scheme, focus: 1, size: Size(width: 160, height: 44))
        let wideText = wide.lines().joined(separator: "\n")
        #expect(wideText.contains("CPU over the last hour: between") && wideText.contains("Network (wlan0) over the last hour:"),
                "the large tile's two charts, CPU and network: \(wideText)")
        GoldenRenderTests.check(wide, "chart-focus-160x44.txt")
        GoldenRenderTests.check(wide, "chart-focus-160x44-\(scheme).ansi", ansi: true)
    }
}
