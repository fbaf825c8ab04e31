import FoundationEssentials

/// How old a cached calendar is, in a few words: "5 min ago", "3 h ago", "2 days ago".
enum CalendarAge {
    /// The age of a copy fetched at `fetched`, seen at `now` (a copy from an impossible date reads "long ago").
    static func describe(_ fetched: Date, now: Date) -> String {
        guard let minutes = Int(exactly: (max(0, now.timeIntervalSince(fetched)) / 60).rounded(.down)) else { return "long ago" }
        switch minutes {
        case ..<1: return "just now"
        case ..<60: return "\(minutes) min ago"
        case ..<(48 * 60): return "\(minutes / 60) h ago"
        default: return "\(minutes / 1440) days ago"
        }
    }
}
