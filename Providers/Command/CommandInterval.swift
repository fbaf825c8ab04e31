import FoundationEssentials
import WidgettyKit

/// A reload interval as written in the configuration: a whole number with a unit, "30s", "5m", "1h", "1d".
enum CommandInterval {
    /// The longest interval: a million days.
    private static let longest = 86_400_000_000

    /// The seconds `text` stands for, or nil when it is not a whole number from 1 followed by s, m, h or d.
    static func seconds(_ text: String) -> Double? {
        IntervalText.seconds(text, atMost: longest).map(Double.init)
    }

    /// The interval an xbar plugin's file name gives, its last part but one (`cpu.10s.sh`, `weather.1h.py`,
    /// `cpu.500ms.sh`, as xbar reads milliseconds too), or nil.
    static func fromFileName(_ path: String) -> Double? {
        let parts = PathText.lastComponent(path).split(separator: ".")
        guard parts.count >= 3 else { return nil }
        let part = parts[parts.count - 2]
        if part.hasSuffix("ms"), let count = Int(part.dropLast(2)), count > 0, count <= longest { return Double(count) / 1000 }
        return seconds(String(part))
    }

    /// How an interval reads in a message: "500 ms", "10 s", "2 min".
    static func spoken(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int(exactly: (seconds * 1000).rounded()) ?? 0)\u{A0}ms" }
        if seconds < 60 { return "\(Int(exactly: seconds.rounded(.down)) ?? 0)\u{A0}s" }
        return "\(Int(exactly: (seconds / 60).rounded(.down)) ?? 0)\u{A0}min"
    }

    /// The option's check: nil when `text` is an interval, else what to write.
    static func problem(_ text: String) -> String? {
        seconds(text) == nil ? "write a whole number and a unit, such as \"30s\", \"5m\", \"1h\" or \"1d\", not \(QuotedValue.quote(text))" : nil
    }
}
