import FoundationEssentials
import Glibc

/// Numbers written short for axes and descriptions: "12", "2.5", "1.2k", "340k", "3M", "1.0e308".
public enum CompactNumber {
    /// `value` in at most about four characters, with k, M, G, T, P for thousands, and with an exponent beyond
    /// 999P ("1.0e308", never a 300-digit number); "?" for NaN and infinities.
    public static func format(_ value: Double) -> String {
        let (number, thousands) = scaled(value)
        return number + ["", "k", "M", "G", "T", "P"][thousands]
    }

    /// `value` divided by the largest power of 1,000 below it (at most 1,000⁵), written short, and that power;
    /// beyond 999 × 1,000⁵, `value` with an exponent ("1.0e18") and the power 0.
    public static func scaled(_ value: Double) -> (number: String, thousands: Int) {
        guard value.isFinite else { return ("?", 0) }
        var magnitude = abs(value)
        var thousands = 0
        while magnitude >= 999.5 && thousands < 5 {
            magnitude /= 1000
            thousands += 1
        }
        if magnitude >= 999.5 { return (exponential(value), 0) }
        // At or above 1,000 a number keeps one decimal below 10 ("1.2k") and none above ("12k").
        let digits = thousands == 0 ? significant(magnitude) : magnitude < 9.95 ? trimmed(magnitude, decimals: 1) : trimmed(magnitude, decimals: 0)
        if digits == "1000", thousands < 5 { return ((value < 0 ? "-" : "") + "1", thousands + 1) }
        return ((value < 0 && digits != "0" ? "-" : "") + digits, thousands)
    }

    /// A number below 1,000 to three significant digits: "123", "12.3", "1.25", "0.05".
    private static func significant(_ magnitude: Double) -> String {
        if magnitude >= 100 || magnitude == 0 { return trimmed(magnitude, decimals: 0) }
        if magnitude >= 10 { return trimmed(magnitude, decimals: 1) }
        if magnitude >= 1 { return trimmed(magnitude, decimals: 2) }
        return trimmed(magnitude, decimals: min(6, 2 - (Int(exactly: floor(log10(magnitude))) ?? 0)))
    }

    /// `value` with one decimal and an exponent, without its plus sign or leading zeros: "1.0e308", "-2.5e18".
    private static func exponential(_ value: Double) -> String {
        let parts = DecimalText.exponential(value, decimals: 1).split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1]) else { return "?" }
        return "\(parts[0])e\(exponent)"
    }

    /// `magnitude` with at most `decimals` decimals, without trailing zeros.
    private static func trimmed(_ magnitude: Double, decimals: Int) -> String {
        var text = DecimalText.fixed(magnitude, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
