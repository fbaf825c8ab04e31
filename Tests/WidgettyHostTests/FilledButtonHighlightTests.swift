import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A filled button focused, hovered or pressed: its fill a step lighter in dark and darker in light, its label (the
/// screen's black in dark, white in light) the same as at rest, at both contrasts and in every accent.
@Suite struct FilledButtonHighlightTests {
    @Test(arguments: [ColorScheme.dark, .light], [false, true])
    func theFillStepsAwayFromItsLabelAndTheLabelStays(scheme: ColorScheme, highContrast: Bool) {
        for accent in Appearance.accentColors {
            let palette = Palette(scheme: scheme, appearance: Appearance(accent: accent, highContrast: highContrast))
            let (fill, label) = palette.button(.filled, role: .normal, over: palette.tileBackground)
            let atRest = palette.color(label, over: fill!)
            for strength in [0.35, 0.7] {
                let highlighted = ItemHighlight.fill(over: fill!, strength: strength, palette: palette)
                let shown = palette.legible(atRest, over: highlighted, minimum: palette.textContrast)
                #expect(shown == atRest, "\(scheme) \(accent) at \(strength): the label \(atRest) turns \(shown) on \(highlighted)")
                #expect(highlighted != fill!, "\(scheme) \(accent) at \(strength): the fill \(fill!) does not change")
                #expect(highlighted.contrast(with: atRest) >= fill!.contrast(with: atRest),
                        "\(scheme) \(accent) at \(strength): \(highlighted) stands nearer the label than \(fill!)")
            }
        }
    }
}
