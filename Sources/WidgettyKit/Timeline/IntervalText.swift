/// An interval as a configuration spells it: a whole number and a unit, "30s", "5m", "1h" or "1d".
public enum IntervalText {
    /// The seconds `text` stands for; nil when it is not a whole number from 1 and a unit (s, m, h, d), or would
    /// be longer than `longest` seconds.
    public static func seconds(_ text: String, atMost longest: Int = .max) -> Int? {
        guard let unit = text.last, let count = Int(text.dropLast()), count > 0 else { return nil }
        let unitSeconds: Int
        switch unit {
        case "s": unitSeconds = 1
        case "m": unitSeconds = 60
        case "h": unitSeconds = 3600
        case "d": unitSeconds = 86_400
        default: return nil
        }
        let (seconds, overflow) = count.multipliedReportingOverflow(by: unitSeconds)
        return overflow || seconds > longest ? nil : seconds
    }
}
