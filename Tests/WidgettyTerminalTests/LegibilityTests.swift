import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyTerminal

/// Every role against every background it is drawn on (the tile, lifted or not, and the screen behind it), in both
/// palettes and at every color depth, measured on the colors the terminal shows (WCAG contrast).
@Suite struct LegibilityTests {
    static let depths: [ColorDepth] = [.direct, .palette256, .ansi16]

    @Test(arguments: ColorScheme.allCases, depths)
    func everyRoleHoldsItsContrastOnTheTileAndTheScreen(scheme: ColorScheme, depth: ColorDepth) {
        let palette = Palette(scheme: scheme), mapper = ColorMapper(depth: depth)
        for role in SemanticColor.allCases {
            guard let minimum = Palette.minimumContrast(for: role) else { continue }
            for background in [palette.tileBackground, palette.liftedTileBackground, palette.screenBackground] {
                let shown = mapper.shown(foreground: palette.color(role, over: background), background: background)
                let ratio = shown.foreground.contrast(with: shown.background)
                #expect(ratio >= minimum, "\(scheme) \(role) on \(background) at \(depth): \(ratio) < \(minimum)")
            }
        }
    }

    /// At 256 colors orange (the sun, a range bar, a holiday) keeps apart from red (the weekday) and from yellow, at
    /// both contrasts: another color, and another hue (at high contrast in light the nearest legible color to a deep
    /// orange was xterm's dark red 88, beside the weekday's red 124).
    @Test(arguments: ColorScheme.allCases, [false, true])
    func orangeStaysApartFromRedAndYellowAt256Colors(scheme: ColorScheme, highContrast: Bool) {
        let palette = Palette(scheme: scheme, appearance: Appearance(highContrast: highContrast))
        let mapper = ColorMapper(depth: .palette256, textContrast: palette.textContrast)
        for background in [palette.tileBackground, palette.liftedTileBackground] {
            let number = { (role: SemanticColor) in mapper.colors(foreground: palette.color(role, over: background), background: background).foreground }
            let hue = { (role: SemanticColor) in OKLab(mapper.palette(number(role))!) }
            #expect(number(.orange) != number(.red), "\(scheme) on \(background)")
            #expect(number(.orange) != number(.yellow), "\(scheme) on \(background)")
            #expect(hue(.orange).hueDifference(to: hue(.red)) >= XtermPalette.hueTolerance,
                    "\(scheme) on \(background): orange \(mapper.palette(number(.orange))!) reads as red \(mapper.palette(number(.red))!)")
        }
    }

    @Test func quantisingKeepsAPairsContrastUpToTheTextLimit() {
        // The light tile rounds to white at 16 colors; its secondary text would round to gray, 3.9:1.
        let light = Palette(scheme: .light)
        let text = light.color(.secondaryLabel, over: light.tileBackground)
        let shown = ColorMapper(depth: .ansi16).shown(foreground: text, background: light.tileBackground)
        #expect(shown.background == RGB(hex: 0xFFFFFF))
        #expect(shown.foreground.contrast(with: shown.background) >= Palette.textContrast)
        #expect(shown.foreground == RGB(hex: 0x000000), "gray text stays gray, not the nearest blue")
        // The dark tile and its edges both round to black at 16 colors; the edge keeps its 1.5:1.
        let dark = Palette(scheme: .dark)
        let edge = ColorMapper(depth: .ansi16).shown(foreground: dark.color(.separator, over: dark.tileBackground), background: dark.tileBackground)
        #expect(edge.foreground != edge.background)
        // A pair that already reads keeps its nearest colors.
        #expect(ColorMapper(depth: .palette256).colors(foreground: RGB(hex: 0xFFFFFF), background: RGB(hex: 0x1C1C1E)) == (231, 234))
    }

    @Test func contrastRatioIsWCAGs() {
        #expect(abs(RGB(hex: 0x000000).contrast(with: RGB(hex: 0xFFFFFF)) - 21) < 0.001)
        #expect(RGB(hex: 0x777777).contrast(with: RGB(hex: 0x777777)) == 1)
        #expect(abs(RGB(hex: 0x767676).contrast(with: RGB(hex: 0xFFFFFF)) - 4.54) < 0.01)
    }
}
