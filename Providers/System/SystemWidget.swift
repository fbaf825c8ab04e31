import FoundationEssentials
import WidgettyKit

/// The machine the dashboard runs on: CPU, load, memory, disks, network, battery and uptime, from /proc and /sys.
public struct SystemWidget: Widget {
    public static let kind = "system"
    public static let displayName = "System"
    public static let description = "Shows how busy this machine has been over the last hour, with its memory, disks, network and battery."
    public static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    public static var options: [WidgetOption] { SystemSettings.options }
    /// It reads local files only, so it may sample every 10 s rather than keep the 5-minute network budget.
    public static let minimumReloadInterval: Double = WidgetKind.localReloadInterval

    public let provider: SystemProvider
    let show: String

    /// Reads the options from validated settings.
    public init(settings: WidgetSettings) {
        let settings = SystemSettings(settings)
        provider = SystemProvider(settings: settings)
        show = settings.show
    }

    /// The view for the tile's size; its tap shows every measurement in full (`ShowSystemDetails`), at every size.
    public func view(entry: SystemEntry, context: WidgetContext) -> any View {
        let parts = SystemParts(entry: entry, locale: context.locale)
        let view: any View = switch context.family {
        case .small: SystemSmallView(parts: parts, show: show)
        case .medium: SystemMediumView(parts: parts)
        default: SystemLargeView(parts: parts)
        }
        return view.widgetIntent(ShowSystemDetails(parts: parts))
    }

    /// "Top Processes" (by CPU) and "Top Processes by Memory", in htop or top; neither repeats the tile's tap (the details).
    public func quickActions(entry: SystemEntry, context: WidgetContext) -> [QuickAction] {
        let word = { (english: String, japanese: String) in Phrase(english, ja: japanese)(context.locale) }
        return [QuickAction(word("Top Processes", "上位のプロセス"), subtitle: word("by CPU, in htop or top", "CPU順、htopまたはtopで"), glyph: "◔",
                            action: .perform(ShowTopProcesses(by: .cpu), role: .normal)),
                QuickAction(word("Top Processes by Memory", "メモリ順の上位プロセス"), subtitle: word("in htop or top", "htopまたはtopで"), glyph: "▮",
                            action: .perform(ShowTopProcesses(by: .memory), role: .normal))]
    }
}
