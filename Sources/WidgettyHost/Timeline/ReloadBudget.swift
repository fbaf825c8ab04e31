import FoundationEssentials

/// How often a widget may ask for a new timeline by itself: minutes apart, tens of times a day.
///
/// As on iOS, reloads a person asks for (`widgetty reload`, SIGUSR1) are exempt, and so are widgets that
/// read local files only (`Widget.minimumReloadInterval`): they are spaced by their own interval, with no daily limit.
public struct ReloadBudget: Sendable {
    /// The shortest time between two loads, in seconds.
    public var minimumSpacing: Double = 5 * 60
    /// The most loads in any 24 hours.
    public var dailyLimit = 70

    /// The HIG-like default: at least 5 minutes apart, at most 70 a day.
    public init() {}

    /// When a reload the provider asked for at `requested` may happen, given the recent loads (oldest first);
    /// `localInterval` spaces the reloads of a widget that reads local files only.
    func earliest(_ requested: Date, after recentLoads: [Date], localInterval: Double? = nil) -> Date {
        guard let last = recentLoads.last else { return requested }
        if let localInterval { return max(requested, last.addingTimeInterval(min(minimumSpacing, localInterval))) }
        var allowed = max(requested, last.addingTimeInterval(minimumSpacing))
        if recentLoads.count >= dailyLimit {
            allowed = max(allowed, recentLoads[recentLoads.count - dailyLimit].addingTimeInterval(86_400))
        }
        return allowed
    }

    /// The loads that still count at `date`: those of the last 24 hours.
    func trimmed(_ recentLoads: [Date], at date: Date) -> [Date] {
        let cutoff = date.addingTimeInterval(-86_400)
        return Array(recentLoads.drop { $0 <= cutoff }.suffix(dailyLimit))
    }
}
