import WidgettyRender

/// Turns RGB colors into the terminal's color numbers at a given depth.
public struct ColorMapper: Sendable {
    public let depth: ColorDepth
    /// How many of the 16 ANSI colors exist (8 on some terminals).
    public let ansiColors: Int
    /// The contrast a pair keeps when rounded, if it had that much: 4.5:1, or 7:1 at high contrast.
    public let textContrast: Double

    /// Creates a mapper for a depth, rounding pairs without taking them under `textContrast` (as far as they held it).
    public init(depth: ColorDepth, ansiColors: Int = 16, textContrast: Double = Palette.textContrast) {
        self.depth = depth
        self.ansiColors = min(16, max(8, ansiColors))
        self.textContrast = textContrast
    }

    /// The terminal color number for an RGB color; -1 (the terminal's default) when monochrome.
    public func color(for rgb: RGB) -> Int {
        switch depth {
        // Direct-color terminfo reads numbers below 8 as the themeable ANSI colors,
        // so pure black (and its near neighbours) become #000008.
        case .direct: max(8, Int(rgb.red) << 16 | Int(rgb.green) << 8 | Int(rgb.blue))
        case .palette256: Self.nearest256(rgb)
        case .ansi16: Self.nearest(rgb, among: Array(Self.ansi.prefix(ansiColors)))
        case .monochrome: -1
        }
    }

    /// The terminal colors for a cell, keeping the pair's contrast at least as high as its exact contrast, up to
    /// `textContrast`.
    ///
    /// Nearest-color rounding alone can pull text under legibility: at 16 colors the light tile
    /// rounds to white and its secondary text to gray (3.9:1), and the dark tile and its edges
    /// both round to black. At 256 colors the choice also keeps each color's hue (``XtermPalette``).
    public func colors(foreground: RGB, background: RGB) -> (foreground: Int, background: Int) {
        let wanted = min(foreground.contrast(with: background), textContrast)
        switch depth {
        case .palette256:
            let back = XtermPalette.background(for: background, keeping: textContrast)
            let floor = min(foreground.contrast(with: background), Palette.textContrast)
            return (XtermPalette.foreground(for: foreground, on: XtermPalette.rgb(back), wanted: wanted, floor: floor), back)
        case .ansi16:
            let back = color(for: background)
            return (ansiForeground(for: foreground, on: back, wanted: wanted), back)
        case .direct, .monochrome:
            return (color(for: foreground), color(for: background))
        }
    }

    /// The nearest of the 16 colors to `foreground` keeping `wanted` contrast on `back` (the background's number),
    /// gray text staying gray rather than blue.
    private func ansiForeground(for foreground: RGB, on back: Int, wanted: Double) -> Int {
        let backRGB = Self.ansi[back], nearest = color(for: foreground)
        if Self.ansi[nearest].contrast(with: backRGB) >= wanted { return nearest }
        let candidates = Array(0..<ansiColors)
        let legible = candidates.filter { Self.ansi[$0].contrast(with: backRGB) >= wanted }
        let cost = { (number: Int) -> Int in
            let candidate = Self.ansi[number]
            let chroma = Self.chroma(foreground) - Self.chroma(candidate)
            return Self.distance(foreground, candidate) + 9 * chroma * chroma
        }
        guard let best = legible.min(by: { cost($0) < cost($1) }) else {
            return candidates.max { Self.ansi[$0].contrast(with: backRGB) < Self.ansi[$1].contrast(with: backRGB) }!
        }
        return best
    }

    /// The colors a terminal of this depth shows for a cell, as `colors(foreground:background:)` picks
    /// them (xterm's defaults for palette numbers): what a contrast check measures.
    public func shown(foreground: RGB, background: RGB) -> (foreground: RGB, background: RGB) {
        let (front, back) = colors(foreground: foreground, background: background)
        func rgb(_ number: Int, exact: RGB) -> RGB {
            palette(number) ?? (depth == .direct ? RGB(hex: UInt32(number)) : exact)
        }
        return (rgb(front, exact: foreground), rgb(back, exact: background))
    }

    /// The color a palette number stands for (xterm's defaults), nil for the terminal's default and 24-bit colors.
    func palette(_ number: Int) -> RGB? {
        switch (depth, number) {
        case (.ansi16, 0..<16): return Self.ansi[number]
        case (.palette256, 16..<256): return XtermPalette.rgb(number)
        default: return nil
        }
    }

    /// The closest xterm-256 color, from the 6x6x6 cube or the gray ramp (the 16 themeable colors are skipped).
    static func nearest256(_ rgb: RGB) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeIndex(_ channel: UInt8) -> Int {
            let value = Int(channel)
            return levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
        }
        let (r, g, b) = (cubeIndex(rgb.red), cubeIndex(rgb.green), cubeIndex(rgb.blue))
        let cube = RGB(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(rgb.red) + Int(rgb.green) + Int(rgb.blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let grayLevel = UInt8(8 + grayStep * 10)
        let gray = RGB(red: grayLevel, green: grayLevel, blue: grayLevel)
        return distance(rgb, gray) < distance(rgb, cube) ? 232 + grayStep : 16 + 36 * r + 6 * g + b
    }

    /// The xterm defaults of the 16 ANSI colors.
    static let ansi: [RGB] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGB(hex: $0) }

    private static func nearest(_ rgb: RGB, among colors: [RGB]) -> Int {
        colors.indices.min { distance(rgb, colors[$0]) < distance(rgb, colors[$1]) }!
    }

    /// How far a color is from gray: its largest channel less its smallest.
    private static func chroma(_ color: RGB) -> Int {
        Int(max(color.red, color.green, color.blue)) - Int(min(color.red, color.green, color.blue))
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
