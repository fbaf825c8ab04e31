import Foundation
import WidgettyKit

/// A reload interval as written in the configuration: a whole number with a unit, "30s", "5m", "1h", "1d".
enum CommandInterval {
    /// The longest interval: a million days.
    private static let longest = 86_400_000_000

    /// The seconds `text` stands for, or nil when it is not a whole number from 1 followed by s, m, h or d.
    static func seconds(_ text: String) -> Double? {
        IntervalText.seconds(text, atMost: longest).map(Double.init)
    }

    /// The interval an xbar plugin's file name gives, its last part but one (`cpu.10s.sh`, `weather.1h.py`), or nil.
    static func fromFileName(_ path: String) -> Double? {
        let parts = (path as NSString).lastPathComponent.split(separator: ".")
        return parts.count >= 3 ? seconds(String(parts[parts.count - 2])) : nil
    }

    /// The option's check: nil when `text` is an interval, else what to write.
    static func problem(_ text: String) -> String? {
        seconds(text) == nil ? "write a whole number and a unit, such as \"30s\", \"5m\", \"1h\" or \"1d\", not \(QuotedValue.quote(text))" : nil
    }
}
