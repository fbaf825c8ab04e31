import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyCLI

/// Every cell of the demo and of the weather tiles, dark and light, read at every color depth:
/// text at least 4.5:1 against its background, other marks at least 3:1 (drawn with `GoldenRenderTests.frame`).
extension GoldenRenderTests {
    @Test(arguments: [ColorScheme.dark, .light])
    func everyCellOfTheDemoIsLegible(scheme: ColorScheme) async throws {
        for size in [Size(width: 49, height: 40), Size(width: 200, height: 60)] {
            let canvas = try await Self.frame(size: size, scheme: scheme)
            #expect(Self.illegibleCells(canvas, scheme: scheme) == [], "demo \(size)")
        }
        let placeholders = try await Self.frame(size: Size(width: 49, height: 40), scheme: scheme, content: .placeholders)
        #expect(Self.illegibleCells(placeholders, scheme: scheme) == [], "placeholders")
        let previews = try await Self.frame(size: Size(width: 49, height: 40), scheme: scheme, content: .previews)
        #expect(Self.illegibleCells(previews, scheme: scheme) == [], "previews")
    }

    /// The banner (a configuration edit that did not load) and the help overlay, over the demo's loading state.
    @Test(arguments: [ColorScheme.dark, .light])
    func theBannerAndTheHelpAreLegible(scheme: ColorScheme) throws {
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(DemoConfiguration.text, file: "demo")
        let dashboard = Dashboard(config: config, registry: ProviderCatalog.registry, scheme: scheme,
                                  timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        var state = HomeScreenState(scheme: scheme)
        state.banner = "Config not applied; the previous one still runs. config.toml:10: size \"huge\" is not one of small, medium"
        state.isHelpVisible = true
        let canvas = dashboard.frame(size: Size(width: 49, height: 40), state: state, runner: dashboard.makeRunner(), at: Self.moment)
        #expect(Self.illegibleCells(canvas, scheme: scheme) == [])
    }

    @Test(SharedFixtures.required, arguments: [ColorScheme.dark, .light])
    func everyCellOfTheWeatherIsLegible(scheme: ColorScheme) async throws {
        #expect(Self.illegibleCells(try await Self.weatherFrame(scheme: scheme), scheme: scheme) == [])
    }

    /// The cells below their limit, as "depth (x, y) "text" ratio", at `depths` (24-bit, 256 and 16 colors unless told),
    /// rounded as a terminal keeping `textContrast` (7:1 at high contrast) rounds them.
    ///
    /// Cells in the separator and placeholder colors and a lifted tile's shadow are decoration (tile edges, a range
    /// bar's track, redacted text's bars) and carry no meaning of their own, so they are not held to a limit.
    static func illegibleCells(_ canvas: Canvas, scheme: ColorScheme, depths: [ColorDepth] = [.direct, .palette256, .ansi16],
                               textContrast: Double = Palette.textContrast) -> [String] {
        let palette = Palette(scheme: scheme)
        var problems: [String] = []
        for depth in depths {
            var shownColors = ShownColors(mapper: ColorMapper(depth: depth, textContrast: textContrast))
            for y in 0..<canvas.size.height {
                for x in 0..<canvas.size.width {
                    let cell = canvas[x, y], style = cell.style
                    guard !cell.isContinuation, !cell.text.allSatisfy(\.isWhitespace) else { continue }
                    if isDecoration(style, palette: palette) { continue }
                    let minimum = isMark(cell.text) ? Palette.markContrast : Palette.textContrast
                    let shown = shownColors.shown(foreground: style.foreground, background: style.background)
                    let ratio = shown.foreground.contrast(with: shown.background)
                    if ratio < minimum {
                        problems.append("\(depth) (\(x), \(y)) \"\(cell.text)\" \(style.foreground) on \(style.background): \(ratio)")
                    }
                }
            }
        }
        return problems
    }

    /// Whether a cell is drawn in a decoration's color: the separator and placeholder colors, or a lifted tile's shadow.
    static func isDecoration(_ style: CellStyle, palette: Palette) -> Bool {
        [SemanticColor.separator, .placeholder].map { palette.color($0, over: style.background) }.contains(style.foreground)
            || style.foreground == palette.tileShadow
    }

    /// Whether a cell draws a mark rather than text: box drawing and blocks (bars, the large
    /// numerals' strokes, the scroll bar), geometric shapes, symbols and emoji (weather glyphs),
    /// private-use icons (Nerd Font).
    static func isMark(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first else { return false }
        return (0x2500...0x27BF).contains(scalar.value) || (0xE000...0xF8FF).contains(scalar.value)
            || scalar.value >= 0x1F000 || scalar.properties.isEmojiPresentation
    }
}
