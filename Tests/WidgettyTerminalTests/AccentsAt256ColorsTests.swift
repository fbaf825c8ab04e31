import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyTerminal

/// The ten accents `[dashboard] accent` names, at 256 colors, in both palettes and both contrasts: as text on the tile
/// and on a lifted tile, and as a filled button's fill under its label. Each keeps a color of its own, reads as its
/// hue (Oklab hue angles within `XtermPalette.hueTolerance`) and holds 4.5:1 (3:1 for the mark colors green and teal).
@Suite struct AccentsAt256ColorsTests {
    static let contrasts = [false, true]

    /// One accent as a terminal of 256 colors shows it on `background`: its number, the color shown and the contrast.
    static func shown(_ accent: SemanticColor, on background: RGB, palette: Palette) -> (number: Int, exact: RGB, shown: RGB, contrast: Double) {
        let mapper = ColorMapper(depth: .palette256, textContrast: palette.textContrast)
        let exact = palette.color(accent, over: background)
        let (front, back) = mapper.colors(foreground: exact, background: background)
        let shown = mapper.palette(front)!
        return (front, exact, shown, shown.contrast(with: mapper.palette(back)!))
    }

    @Test(arguments: ColorScheme.allCases, contrasts)
    func everyAccentIsItsOwnColorAndHueOnTheTile(scheme: ColorScheme, highContrast: Bool) {
        let palette = Palette(scheme: scheme, appearance: Appearance(highContrast: highContrast))
        for (name, background) in [("tile", palette.tileBackground), ("lifted tile", palette.liftedTileBackground)] {
            var owners: [Int: SemanticColor] = [:], figures: [String] = []
            for accent in Appearance.accentColors {
                let (number, exact, shown, contrast) = Self.shown(accent, on: background, palette: palette)
                let turn = OKLab(exact).chroma < OKLab.grayChroma ? 0 : OKLab(exact).hueDifference(to: OKLab(shown))
                figures.append("\(accent) \(number) \(shown) \(Self.ratio(contrast)) hue \(Int(turn.rounded()))°")
                #expect(owners[number] == nil, "\(scheme) \(name): \(accent) and \(owners[number].map { "\($0)" } ?? "") are both color \(number)")
                owners[number] = accent
                #expect(OKLab(exact).keepsHue(in: OKLab(shown), tolerance: XtermPalette.hueTolerance),
                        "\(scheme) \(name): \(accent) \(exact) shows as \(shown), its hue turned \(turn)°")
                let minimum = Palette.minimumContrast(for: accent) ?? Palette.textContrast
                #expect(contrast >= minimum, "\(scheme) \(name): \(accent) \(shown) \(contrast)")
                // As near 7:1 (high contrast) as a color of its hue allows on the tile as the terminal shows it.
                let back = ColorMapper(depth: .palette256).palette(ColorMapper.nearest256(background))!
                let best = XtermPalette.entries.filter { OKLab(exact).keepsHue(in: $0.lab, tolerance: XtermPalette.hueTolerance) }
                    .map { min($0.rgb.contrast(with: back), exact.contrast(with: background), palette.textContrast) }.max() ?? 0
                #expect(contrast >= best - 0.01, "\(scheme) \(name): \(accent) holds \(contrast) where a color of its hue allows \(best)")
            }
            print("256 colors, \(scheme)\(highContrast ? " high contrast" : ""), accents on the \(name): " + figures.joined(separator: "; "))
        }
    }

    /// A filled button in each accent (the accent as the fill, the screen's color as the label): the fill keeps its hue
    /// and the label holds 4.5:1 on it, and at high contrast as near 7:1 as a fill of that hue allows.
    @Test(arguments: ColorScheme.allCases, contrasts)
    func everyAccentsFilledButtonKeepsItsHueAndItsLabel(scheme: ColorScheme, highContrast: Bool) {
        var figures: [String] = []
        for accent in Appearance.accentColors {
            let palette = Palette(scheme: scheme, appearance: Appearance(accent: accent, highContrast: highContrast))
            let mapper = ColorMapper(depth: .palette256, textContrast: palette.textContrast)
            let (fill, label) = palette.button(.filled, role: .normal, over: palette.tileBackground)
            let fillRGB = fill!, labelRGB = palette.color(label, over: fillRGB)
            let shown = mapper.shown(foreground: labelRGB, background: fillRGB)
            let contrast = shown.foreground.contrast(with: shown.background)
            figures.append("\(accent) \(Self.ratio(contrast))")
            #expect(OKLab(fillRGB).keepsHue(in: OKLab(shown.background), tolerance: XtermPalette.hueTolerance),
                    "\(scheme) \(accent) fill \(fillRGB) shows as \(shown.background)")
            #expect(contrast >= Palette.textContrast, "\(scheme) \(accent) label \(shown.foreground) on \(shown.background): \(contrast)")
            // The best any fill of the accent's hue allows its label at 256 colors, to the contrast asked for.
            let best = XtermPalette.entries.filter { OKLab(fillRGB).keepsHue(in: $0.lab, tolerance: XtermPalette.hueTolerance) }
                .map { min($0.rgb.contrast(with: shown.foreground), labelRGB.contrast(with: fillRGB), palette.textContrast) }.max() ?? 0
            #expect(contrast >= best - 0.01, "\(scheme) \(accent): the label holds \(contrast) where a fill of its hue allows \(best)")
        }
        print("256 colors, \(scheme)\(highContrast ? " high contrast" : ""), label on each accent's filled button: " + figures.joined(separator: "; "))
    }

    /// A ratio to two decimals ("4.52:1").
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100):1"
    }
}
