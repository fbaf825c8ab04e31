import WidgettyRender

/// The fixed colors of the xterm 256-color palette (16…255, the 6×6×6 cube and the gray ramp) and how a color is
/// rounded to one of them keeping both its contrast and its hue (ARCHITECTURE.md, "Colors, text and placeholders").
///
/// Rounding to the nearest color alone lets two accents meet (pink and red both 203 in dark) and lets a color that
/// must step lighter for contrast change its name (red to peach, orange to the weekday's red): the choice is made
/// in Oklab, among the colors whose hue angle stays within ``hueTolerance`` of the color's own.
enum XtermPalette {
    /// One palette color, with what choosing it needs at hand.
    struct Entry: Sendable {
        let number: Int
        let rgb: RGB
        let lab: OKLab
        let luminance: Double
    }

    /// How far (degrees of Oklab hue) a rounded color may turn from its own hue and still read as that hue.
    static let hueTolerance = 15.0

    /// The colors 16…255.
    static let entries: [Entry] = (16...255).map { number in
        let rgb = rgb(number)
        return Entry(number: number, rgb: rgb, lab: OKLab(rgb), luminance: rgb.luminance)
    }

    /// The color a palette number from 16 to 255 stands for (xterm's defaults).
    static func rgb(_ number: Int) -> RGB {
        guard number < 232 else {
            let level = UInt8(8 + 10 * (number - 232))
            return RGB(red: level, green: level, blue: level)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255], cube = number - 16
        return RGB(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }

    /// The number for a text or mark color on `background` (a palette color): the closest one that keeps the hue
    /// (``keepsHue(of:in:)``) and
    /// `wanted` contrast; where none keeps both, the one keeping the hue with the most contrast from `floor` up; where
    /// none keeps the hue at `floor`, the closest gray (for an accent) or color with `wanted` contrast; else the one with
    /// the most contrast.
    static func foreground(for color: RGB, on background: RGB, wanted: Double, floor: Double) -> Int {
        let target = OKLab(color), backLuminance = background.luminance
        func contrast(_ entry: Entry) -> Double {
            (max(entry.luminance, backLuminance) + 0.05) / (min(entry.luminance, backLuminance) + 0.05)
        }
        let closest = { (a: Entry, b: Entry) in distance(target, a.lab) < distance(target, b.lab) }
        let keepers = entries.filter { keepsHue(of: target, in: $0.lab) }
        if let best = keepers.filter({ contrast($0) >= wanted }).min(by: closest) { return best.number }
        if let best = keepers.filter({ contrast($0) >= floor }).max(by: { contrast($0) < contrast($1) }) { return best.number }
        // A gray (what the palette writes where its accent does not read) rather than another hue, which changes the
        // color's name: orange text on light's gray button would turn dark red, near the destructive red.
        let grays = entries.filter { $0.lab.chroma < OKLab.grayChroma && contrast($0) >= wanted }
        if target.chroma >= tintChroma, let best = grays.min(by: closest) { return best.number }
        if let best = entries.filter({ contrast($0) >= wanted }).min(by: closest) { return best.number }
        return entries.max { contrast($0) < contrast($1) }!.number
    }

    /// Below this chroma a color is a tint (a highlight's fill, the pale text on it), which may round to a gray; above
    /// it, an accent (text in it, a filled button, a selection), which keeps its hue.
    static let tintChroma = 0.08

    /// Whether `candidate` may stand for `target`: its hue kept, or a gray for a tint.
    static func keepsHue(of target: OKLab, in candidate: OKLab) -> Bool {
        target.keepsHue(in: candidate, tolerance: hueTolerance) || (target.chroma < tintChroma && candidate.chroma < OKLab.grayChroma)
    }

    /// The number for a fill: the closest color of its hue (``keepsHue(of:in:)``) that stands as far from white or
    /// black (whichever the fill stands further from) as the fill does, up to `textContrast`; failing one, the color
    /// of its hue standing furthest from it. A filled button's label (the screen's white or black) then keeps its
    /// contrast on the fill, or as much as the hue allows.
    static func background(for color: RGB, keeping textContrast: Double) -> Int {
        let white = RGB(hex: 0xFFFFFF), black = RGB(hex: 0x000000)
        let extreme = color.contrast(with: white) >= color.contrast(with: black) ? white : black
        let wanted = min(color.contrast(with: extreme), textContrast), target = OKLab(color)
        let allowed = entries.filter { keepsHue(of: target, in: $0.lab) }
        if let best = allowed.filter({ $0.rgb.contrast(with: extreme) >= wanted }).min(by: { distance(target, $0.lab) < distance(target, $1.lab) }) {
            return best.number
        }
        return allowed.max { $0.rgb.contrast(with: extreme) < $1.rgb.contrast(with: extreme) }?.number ?? ColorMapper.nearest256(color)
    }

    /// How unlike two colors look: Oklab's distance with a change of lightness weighed less (contrast asks for one)
    /// and a turn of hue weighed more (it changes the color's name).
    static func distance(_ a: OKLab, _ b: OKLab) -> Double {
        let lightness = a.lightness - b.lightness, chroma = a.chroma - b.chroma
        let hue = max(0, (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b) - chroma * chroma)
        return 0.3 * lightness * lightness + chroma * chroma + 4 * hue
    }
}
