import WidgettyRender

/// Turns RGB colors into the terminal's color numbers at a given depth.
public struct ColorMapper: Sendable {
    public let depth: ColorDepth
    /// How many of the 16 ANSI colors exist (8 on some terminals).
    public let ansiColors: Int

    /// Creates a mapper for a depth.
    public init(depth: ColorDepth, ansiColors: Int = 16) {
        self.depth = depth
        self.ansiColors = min(16, max(8, ansiColors))
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

    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
