import Glibc

/// A color in Oklab, a perceptual space: lightness, and a hue angle with its chroma, where equal distances look alike.
public struct OKLab: Sendable, Equatable {
    /// Lightness, 0 (black) to 1 (white).
    public let lightness: Double
    /// Green (negative) to red (positive).
    public let a: Double
    /// Blue (negative) to yellow (positive).
    public let b: Double

    /// How colorful the color is: 0 for grays, about 0.3 for the most vivid sRGB colors.
    public let chroma: Double
    /// The hue angle in degrees (0 ..< 360): red near 29, yellow near 110, green near 142, blue near 264.
    public let hue: Double

    /// Below this chroma a color reads as gray and has no hue to keep.
    public static let grayChroma = 0.03

    /// The color `rgb` (sRGB) in Oklab, with its chroma and hue worked out once: rounding a color to the terminal's
    /// palette compares it with 240 colors, and the first frame rounds a dozen.
    public init(_ rgb: RGB) {
        let (r, g, b) = (RGB.linear(rgb.red), RGB.linear(rgb.green), RGB.linear(rgb.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        chroma = (a * a + self.b * self.b).squareRoot()
        let degrees = atan2(self.b, a) * 180 / Double.pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    /// The angle between two hues in degrees, 0 to 180.
    public func hueDifference(to other: OKLab) -> Double {
        let difference = abs(hue - other.hue).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    /// Whether `other` reads as the same hue as this color: both gray, or both colorful with hues at most
    /// `tolerance` degrees apart.
    public func keepsHue(in other: OKLab, tolerance: Double) -> Bool {
        guard chroma >= Self.grayChroma else { return other.chroma < Self.grayChroma }
        return other.chroma >= Self.grayChroma && hueDifference(to: other) <= tolerance
    }
}
