import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI
@testable import WidgettyHost

/// Where the host names a widget itself (its failure tile, the "Remove?" question), it uses the name the tile shows
/// with data: a timer's `name`, a weather's `name` or `location`; other kinds by their kind's name.
struct WidgetNameTests {
    /// A weather named by its `location`, and one by its `name`.
    static let weathers = """
        [dashboard]
        device = "414x896"
        [[widget]]
        kind = "weather"
        size = "small"
        location = "Tokyo"
        [[widget]]
        kind = "weather"
        size = "small"
        name = "err"
        latitude = 35.7
        longitude = 139.7

        """

    /// The weathers, a timer named "Gone" and a clock.
    static let text = weathers + """
        [[widget]]
        kind = "timer"
        size = "small"
        name = "Gone"
        [[widget]]
        kind = "clock"
        size = "small"

        """

    /// Offline, both weather tiles fail under their own names; the host name is cut whole, never split across lines,
    /// and "a minute" stays on one line.
    @Test func failureTilesCarryTheWidgetsNameAndKeepAddressesWhole() async throws {
        let canvas = try await GoldenRenderTests.frame(Self.weathers, size: Size(width: 49, height: 12))
        #expect(Array(canvas.lines().prefix(8)) == [
            "",
            "   ╭──────────────────╮   ╭──────────────────╮",
            "   │ Tokyo            │   │ err              │",
            "   │ Can’t reach      │   │ Can’t reach      │",
            "   │ geocoding-api…   │   │ api.open-meteo…  │",
            "   │ · retrying       │   │ · retrying       │",
            "   │ within a minute  │   │ within a minute  │",
            "   │                  │   │                  │",
        ])
    }

    @Test func theRemovalQuestionNamesTheWidgetAsItsTileDoes() throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(Self.text, file: "names.toml")
        let dashboard = Dashboard(config: config, registry: ProviderCatalog.registry, scheme: .dark)
        let moment = GoldenRenderTests.moment
        let metrics = dashboard.metrics(for: Size(width: 49, height: 30), canEditConfig: true,
                                        runner: dashboard.makeRunner(time: .fixed(moment)), at: moment)
        #expect(metrics.tileNames == [0: "Tokyo", 1: "err", 2: "Gone", 3: "Clock"])
        var state = HomeScreenState(scheme: .dark)
        // Tile 3's menu; up from its first item wraps to its last, Remove Widget, which asks.
        for key in [Key.character("3"), .character("."), .up, .enter] { _ = state.reduce(.key(KeyPress(key)), metrics: metrics) }
        #expect(state.menu?.question?.first == "Remove \u{201C}Gone\u{201D}?")
    }
}
