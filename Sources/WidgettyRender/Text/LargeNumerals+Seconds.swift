extension LargeNumerals {
    /// "1:11:00" as "1:11" and ":00": a count of hours, minutes and seconds, whose seconds may be set small beside its
    /// hours and minutes in large numerals; nil for any other text.
    public static func splitSeconds(of text: String) -> (hoursAndMinutes: String, seconds: String)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let isCount = parts.count == 3 && parts[2].count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        return isCount ? ("\(parts[0]):\(parts[1])", ":\(parts[2])") : nil
    }
}
