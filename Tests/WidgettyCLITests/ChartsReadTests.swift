import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The large weather's 5-day range chart reads as one sentence in `render --plain`, and its dot is explained on screen.
@Suite struct ChartsReadTests {
    static let config = """
        [[widget]]
        kind = "weather"
        size = "large"
        location = "Tokyo"
        """

    @Test func theFiveDayRangesReadAsOneSentence() async throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(Self.config, file: "config.toml")
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: .dark,
                                                              at: GoldenRenderTests.moment, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                              locale: DateLocale.english, content: .previews)
        let text = PlainTextReport(dashboard: dashboard, runner: runner, at: GoldenRenderTests.moment).text()
        #expect(text.contains("Next 5 days: Today 11° to 23°, now 18° (●); Mon 12° to 24°; Tue 13° to 22°; Wed 10° to 18°; Thu 9° to 19°."),
                "\(text)")
        #expect(!text.contains("━") && !text.contains("─") && !text.contains("● now"), "no bar read glyph by glyph: \(text)")
        let frame = try await GoldenRenderTests.frame(Self.config, size: Size(width: 49, height: 26), content: .previews).lines()
        #expect(frame.contains { $0.contains("Sunset") && $0.contains("● now") }, "the dot's legend beside the sun line: \(frame)")
    }
}
