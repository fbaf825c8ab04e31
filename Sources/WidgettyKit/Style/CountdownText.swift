/// A length of time as a timer shows it: "04:59" under an hour, "1:02:03" above, whole seconds rounded up.
public enum CountdownText {
    /// The most it counts: 9,999 hours, 59 minutes and 59 seconds (a length may come from any file).
    public static let longest = 9_999 * 3600 + 59 * 60 + 59

    /// `seconds` (rounded up, at most `longest`) as "04:59" or "1:02:03"; a negative or undefined length reads "00:00".
    public static func string(_ seconds: Double) -> String {
        let total = Int(exactly: min(max(seconds, 0), Double(longest)).rounded(.up)) ?? 0
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(twoDigits(minutes)):\(twoDigits(rest))"
    }
}
