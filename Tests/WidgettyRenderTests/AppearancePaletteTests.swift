import Testing
import WidgettyKit
@testable import WidgettyRender

/// The accent color takes the tint's place everywhere, and high contrast raises every text role to 7:1 and every
/// mark to 4.5:1 on the tile, a lifted tile and the screen, in both palettes.
@Suite struct AppearancePaletteTests {
    @Test(arguments: [ColorScheme.dark, .light])
    func theAccentIsTheTint(scheme: ColorScheme) {
        for accent in Appearance.accentColors {
            let palette = Palette(scheme: scheme, appearance: Appearance(accent: accent))
            #expect(palette.value(.tint) == Palette(scheme: scheme).value(accent), "\(accent)")
            let tile = palette.tileBackground
            // Green and teal are mark colors; as the tint they carry text, and are stepped to 4.5:1.
            #expect(palette.color(.tint, over: tile).contrast(with: tile) >= Palette.textContrast, "\(scheme) \(accent)")
        }
        #expect(Palette(scheme: scheme).value(.tint) == Palette(scheme: scheme).value(.blue), "blue unless set")
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func highContrastRaisesTextToSevenAndMarksToFourAndAHalf(scheme: ColorScheme) throws {
        let high = Palette(scheme: scheme, appearance: Appearance(highContrast: true))
        let standard = Palette(scheme: scheme)
        for base in [high.tileBackground, high.liftedTileBackground, high.screenBackground] {
            for role in SemanticColor.allCases {
                guard let minimum = Palette.minimumContrast(for: role) else { continue }
                let raised = minimum == Palette.textContrast ? Palette.highTextContrast : Palette.highMarkContrast
                #expect(high.color(role, over: base).contrast(with: base) >= raised, "\(scheme) \(role)")
            }
        }
        #expect(high.textContrast == 7 && standard.textContrast == 4.5)
        let tile = standard.tileBackground
        #expect(standard.color(.secondaryLabel, over: tile).contrast(with: tile) < Palette.highTextContrast,
                "standard contrast keeps Apple's lighter secondary text")
        for role in [ButtonRole.normal, .destructive] {
            let (fill, label) = high.button(.filled, role: role, over: high.tileBackground)
            let fillColor = try #require(fill)
            #expect(high.color(label, over: fillColor).contrast(with: fillColor) >= Palette.highTextContrast, "\(scheme) filled \(role)")
        }
    }
}
