import Testing
import WidgettyKit
@testable import WidgettyRender

@Suite struct PaletteTests {
    @Test func systemColorsMatchTheHIG() {
        #expect(Palette(scheme: .light).value(.blue).color == RGB(hex: 0x0040DD), "the accessible blue: #007AFF is 3.6:1 on the light tile")
        #expect(Palette(scheme: .dark).value(.blue).color == RGB(hex: 0x0A84FF))
        #expect(Palette(scheme: .dark).value(.red).color == RGB(hex: 0xFF453A))
        #expect(Palette(scheme: .light).tileBackground == RGB(hex: 0xF2F2F7))
        #expect(Palette(scheme: .dark).tileBackground == RGB(hex: 0x1C1C1E))
    }

    @Test func alphaRolesBlendOverTheTileFill() {
        let dark = Palette(scheme: .dark)
        // #EBEBF5 at 60% over #1C1C1E: 235 × 0.6 + 28 × 0.4 = 152.2
        #expect(dark.color(.secondaryLabel, over: dark.tileBackground) == RGB(red: 152, green: 152, blue: 159))
        let light = Palette(scheme: .light)
        // #3C3C43 at 75% over #F2F2F7: 60 × 0.75 + 242 × 0.25 = 105.5
        #expect(light.color(.tertiaryLabel, over: light.tileBackground) == RGB(red: 106, green: 106, blue: 112))
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
}
