import FoundationEssentials
import WidgettyKit

/// What the system tile shows at one reload: CPU over the last hour, load, memory, disks, network, power, uptime.
public struct SystemEntry: TimelineEntry {
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    /// CPU use in percent over the last hour, oldest first; the last value is now.
    public var cpu: [ChartPoint]
    /// The load averages over 1, 5 and 15 minutes (empty when unread).
    public var load: [Double]
    var memory: MemoryInfo?
    var disks: [DiskUsage]
    /// The interface shown, and its bytes per second received and sent over the last hour.
    public var interface: String?
    public var received: [ChartPoint]
    public var sent: [ChartPoint]
    var power: PowerSource?
    /// Seconds since the machine started.
    public var uptime: Double?

    /// How much the tile matters now, for smart stacks: a low battery or a disk over 90 % full raise it.
    static func relevance(power: PowerSource?, disks: [DiskUsage]) -> TimelineEntryRelevance? {
        if power?.isLow == true { return TimelineEntryRelevance(score: 0.9) }
        if disks.contains(where: { $0.percent > 90 }) { return TimelineEntryRelevance(score: 0.7) }
        return nil
    }
}
