import Testing
import WidgettyKit
@testable import WidgettyRender

@Suite struct PaletteTests {
    @Test func systemColorsMatchTheHIG() {
        #expect(Palette(scheme: .light).value(.blue).color == RGB(hex: 0x0040DD), "the accessible blue: #007AFF is 3.6:1 on the light tile")
        #expect(Palette(scheme: .dark).value(.blue).color == RGB(hex: 0x0A84FF))
        #expect(Palette(scheme: .dark).value(.red).color == RGB(hex: 0xFF453A))
        #expect(Palette(scheme: .light).tileBackground == RGB(hex: 0xFFFFFF))
        #expect(Palette(scheme: .dark).tileBackground == RGB(hex: 0x1C1C1E))
    }

    @Test func alphaRolesBlendOverTheTileFill() {
        let dark = Palette(scheme: .dark)
        // #EBEBF5 at 60% over #1C1C1E: 235 × 0.6 + 28 × 0.4 = 152.2
        #expect(dark.color(.secondaryLabel, over: dark.tileBackground) == RGB(red: 152, green: 152, blue: 159))
        let light = Palette(scheme: .light)
        // #3C3C43 at 75% over #FFFFFF: 60 × 0.75 + 255 × 0.25 = 108.75
        #expect(light.color(.tertiaryLabel, over: light.tileBackground) == RGB(red: 109, green: 109, blue: 114))
    }

    @Test func textIsNeverCrossed() {
        for scheme in ColorScheme.allCases {
            let palette = Palette(scheme: scheme)
            let label = palette.color(.label, over: palette.tileBackground)
            let fillIsLight = palette.tileBackground.luminance > 0.5
            #expect(fillIsLight == (scheme == .light))
            #expect((label.luminance < 0.5) == fillIsLight, "\(scheme): label must contrast with the fill")
        }
    }

    /// Light mode has iOS's depth: white tiles on a gray6 ground, so a lifted tile (white) and its shadow stand out.
    @Test func tilesStandOnATintedGroundAndALiftShows() {
        let light = Palette(scheme: .light)
        #expect(light.screenBackground == RGB(hex: 0xF2F2F7))
        for palette in [light, Palette(scheme: .dark)] {
            #expect(palette.tileBackground.contrast(with: palette.screenBackground) >= 1.08, "\(palette.scheme): tiles stand on the ground")
            #expect(palette.liftedTileBackground != palette.screenBackground, "\(palette.scheme): a lifted tile is not the ground's color")
            #expect(palette.tileShadow.contrast(with: palette.screenBackground) >= 1.3, "\(palette.scheme): its shadow shows")
        }
    }

    /// A role drawn on a fill that would take it under its contrast (a lifted tile, a highlight) steps toward white
    /// or black until it holds; on the tile it keeps its color.
    @Test func aRoleKeepsItsContrastOnAnyFill() {
        let dark = Palette(scheme: .dark)
        #expect(dark.color(.red, over: dark.tileBackground) == RGB(hex: 0xFF453A))
        let lifted = dark.color(.red, over: dark.liftedTileBackground)
        #expect(lifted.contrast(with: dark.liftedTileBackground) >= Palette.textContrast)
        #expect(lifted.red == 0xFF && lifted.green > 0x45, "still red, a step lighter")
        let light = Palette(scheme: .light), highlight = RGB(hex: 0xB3C6F5)
        #expect(light.color(.red, over: highlight).contrast(with: highlight) >= Palette.textContrast)
    }
}
