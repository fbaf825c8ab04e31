import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
@testable import WidgettyCLI

/// `render --press` reads pointer reports as the dashboard reads them, against the regions of the frame they fall on:
/// the pointer over a button hovers it, a press there presses it (the pictures of docs/states are drawn this way).
@Suite struct RenderPointerInputTests {
    static let config = """
        [[widget]]
        kind = "timer"
        size = "medium"
        name = "Pasta"
        durations = ["9m", "12m"]
        """

    /// The frame at 49 × 14 after `input`, drawn as `render` draws it.
    func frame(_ input: [InputEvent]) async throws -> Canvas {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(Self.config, file: "config.toml")
        return await HeadlessRenderer.render(config: parsed, registry: ProviderCatalog.registry, size: Size(width: 49, height: 14), scheme: .dark,
                                             at: GoldenRenderTests.moment, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                             locale: DateLocale.english, content: .previews, input: input)
    }

    @Test func thePointerOverAButtonHoversItAndAPressPressesIt() async throws {
        let rest = try await frame([])
        let row = try #require(rest.lines().firstIndex { $0.contains("Start") }, "\(rest.lines().joined(separator: "\n"))")
        let column = try #require(rest.lines()[row].range(of: "Start").map { rest.lines()[row].distance(from: rest.lines()[row].startIndex, to: $0.lowerBound) })
        func style(_ canvas: Canvas) -> CellStyle { canvas[column, row].style }
        let hovered = try await frame([.mouse(MouseEvent(kind: .motion, button: nil, column: column, row: row))])
        let pressed = try await frame([.mouse(MouseEvent(kind: .press, button: 0, column: column, row: row))])
        #expect(style(hovered).background != style(rest).background, "hovered Start looks as at rest")
        #expect(style(pressed).background != style(hovered).background, "pressed Start looks as hovered")
        #expect(style(hovered).foreground == style(rest).foreground, "the filled button's label keeps its color")
    }
}
