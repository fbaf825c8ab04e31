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

    /// The view for the tile's size; its tap shows the top processes (`ShowTopProcesses`), as a monitor opens, in the
    /// order of what the tile shows (`order(for:)`).
    public func view(entry: SystemEntry, context: WidgetContext) -> any View {
        let parts = SystemParts(entry: entry)
        let view: any View = switch context.family {
        case .small: SystemSmallView(parts: parts, show: show)
        case .medium: SystemMediumView(parts: parts)
        default: SystemLargeView(parts: parts)
        }
        return view.widgetIntent(ShowTopProcesses(by: order(for: context.family)))
    }

    /// "Top Processes by CPU" (or "by Memory"), in htop or top: ordered by what the tile shows, as its tap is.
    public func quickActions(entry: SystemEntry, context: WidgetContext) -> [QuickAction] {
        let order = order(for: context.family)
        return [QuickAction("Top Processes \(order.title)", subtitle: "in htop or top", glyph: "▥",
                            action: .perform(ShowTopProcesses(by: order), role: .normal))]
    }

    /// By memory for a small tile that shows memory; by CPU for the others, whose CPU chart or figure leads the tile.
    func order(for family: WidgetFamily) -> ShowTopProcesses.Order {
        family == .small && show == "memory" ? .memory : .cpu
    }
}
