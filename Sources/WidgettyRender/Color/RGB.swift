import FoundationEssentials
import Glibc

/// A 24-bit color.
public struct RGB: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a color from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// This color at `alpha` (0…1) laid over `base`.
    public func blended(alpha: Double, over base: RGB) -> RGB {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return RGB(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue))
    }

    /// Relative luminance (0 dark … 1 light), as WCAG defines it.
    public var luminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// An sRGB channel as linear light, 0…1. (WCAG's cut at 0.03928 and sRGB's at 0.04045 split the 8-bit
    /// values alike: none lies between them.)
    public static func linear(_ channel: UInt8) -> Double {
        linearChannels[Int(channel)]
    }

    /// `linear` of each of the 256 values, worked out once: rounding to the 256-color palette asks for thousands.
    private static let linearChannels: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The WCAG contrast ratio of two colors, from 1 (the same) to 21 (black on white).
    public func contrast(with other: RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    public var description: String {
        "#" + [red, green, blue].map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
