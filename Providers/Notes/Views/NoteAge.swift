import FoundationEssentials

/// How long ago a note was saved, in the fewest characters: "now", "5m", "2h", "3d", "6w", "2y".
enum NoteAge {
    /// The age of `modified` at `now`; a date in the future reads "now".
    static func describe(_ modified: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(modified))
        let minutes = Int(exactly: (seconds / 60).rounded(.down)) ?? Int.max
        switch minutes {
        case ..<1: return "now"
        case ..<60: return "\(minutes)m"
        case ..<(60 * 24): return "\(minutes / 60)h"
        case ..<(60 * 24 * 7 * 2): return "\(minutes / (60 * 24))d"
        case ..<(60 * 24 * 365): return "\(minutes / (60 * 24 * 7))w"
        default: return "\(minutes / (60 * 24 * 365))y"
        }
    }
}
