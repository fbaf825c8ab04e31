import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTerminal
@testable import WidgettyHost

/// Every button style (filled, tinted, gray, plain) and role, in each of the ten accents, at both contrasts, in both
/// palettes, as a terminal of 24-bit and of 256 colors shows it: focused or hovered, and pressed, a button looks unlike
/// itself at rest, and its label holds the palette's contrast (at 256 colors never under 4.5:1) and keeps its hue or
/// turns gray (orange never shows as dark red).
@Suite struct ButtonStatesTests {
    /// A cell as the terminal shows it: its colors after rounding and its attributes.
    struct Shown: Equatable, CustomStringConvertible {
        let foreground: RGB, background: RGB, bold: Bool, underline: Bool
        var description: String { "\(foreground) on \(background)\(bold ? " bold" : "")\(underline ? " underlined" : "")" }
    }

    /// `style` as `mapper`'s terminal shows it; at 24-bit the colors drawn (direct color shows black as #000008, which
    /// holds 0.01 less).
    static func shown(_ style: CellStyle, by mapper: ColorMapper) -> Shown {
        let colors = mapper.depth == .direct ? (foreground: style.foreground, background: style.background)
            : mapper.shown(foreground: style.foreground, background: style.background)
        return Shown(foreground: colors.foreground, background: colors.background, bold: style.bold, underline: style.underline)
    }

    @Test(arguments: ColorScheme.allCases, [false, true])
    func everyStateOfEveryButtonShowsAndReads(scheme: ColorScheme, highContrast: Bool) {
        var unchanged: [String] = [], lowest = (ratio: Double.infinity, case: "")
        for accent in Appearance.accentColors {
            let palette = Palette(scheme: scheme, appearance: Appearance(accent: accent, highContrast: highContrast))
            for style in ButtonStyle.allCases {
                for role in ButtonRole.allCases {
                    let (fill, label) = palette.button(style, role: role, over: palette.tileBackground)
                    let base = fill ?? palette.tileBackground
                    let rest = CellStyle(foreground: palette.color(label, over: base), background: base, bold: role == .primary)
                    let states = [("focused or hovered", 1.0), ("pressed", 2.0)].map { name, emphasis in
                        let highlight = ItemHighlight.fill(over: base, strength: emphasis * ItemHighlight.controlStrength, palette: palette)
                        return (name, ItemHighlight.marked(rest, on: highlight, isControl: true, palette: palette))
                    }
                    for depth in [ColorDepth.direct, .palette256] {
                        let mapper = ColorMapper(depth: depth, textContrast: palette.textContrast)
                        let atRest = Self.shown(rest, by: mapper)
                        // Rounded, the label keeps its hue or turns gray: it never takes another color's name.
                        let exact = OKLab(rest.foreground), label = OKLab(atRest.foreground)
                        #expect(exact.chroma < OKLab.grayChroma || label.chroma < OKLab.grayChroma
                                    || exact.keepsHue(in: label, tolerance: 15), "\(scheme)\(highContrast ? " high" : "") \(depth) \(accent) \(style) \(role): \(rest.foreground) shows as \(atRest.foreground)")
                        for (name, marked) in states {
                            let shown = Self.shown(marked, by: mapper)
                            let subject = "\(scheme)\(highContrast ? " high" : "") \(depth) \(accent) \(style) \(role) \(name)"
                            if shown == atRest { unchanged.append("\(subject): \(shown)") }
                            let ratio = shown.foreground.contrast(with: shown.background)
                            if ratio < lowest.ratio { lowest = (ratio, "\(subject): \(shown)") }
                            let minimum = depth == .direct ? palette.textContrast : Palette.textContrast
                            #expect(ratio >= minimum, "\(subject): \(shown) holds \(ratio)")
                        }
                    }
                }
            }
        }
        #expect(unchanged.isEmpty, "looks as at rest: \(unchanged.joined(separator: "; "))")
        print("buttons, \(scheme)\(highContrast ? " high contrast" : ""), every state: lowest label contrast \(lowest.ratio) (\(lowest.case))")
    }
}
