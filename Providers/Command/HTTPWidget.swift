import FoundationEssentials
import WidgettyKit

/// A widget a web address feeds: a timeline document in the widgetty protocol, or text, fetched on a schedule.
struct HTTPWidget: Widget {
    static let kind = "http"
    static let displayName = "Web Feed"
    static let description = "Shows what a web address serves, as a widgetty timeline or as text."
    static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    static let options = HTTPSettings.options
    static let optionRules = HTTPSettings.rules

    let provider: HTTPProvider
    /// Its `title`, else the address's host, which heads the tile's placeholder and its failure.
    var tileName: String? { provider.settings.title ?? provider.settings.url?.host }

    /// An http widget for validated settings, reading headers' variables from widgetty's environment.
    init(settings: WidgetSettings) {
        provider = HTTPProvider(settings: HTTPSettings(settings: settings), environment: ProcessEnvironment.current())
    }

    /// The entry's text or document view, or the generic placeholder. A document from a URL holds no buttons (they
    /// are refused when it is read), so nothing is launched: the launch given is of no folder and no environment.
    func view(entry: CommandEntry, context: WidgetContext) -> any View {
        CommandEntryView(entry: entry, placeholderTitle: tileName ?? Self.displayName,
                         launch: { CommandLaunch(arguments: $0, workingDirectory: nil, environment: [:]) })
    }
}

/// The http kind as the catalog registers it.
public enum HTTPKind {
    /// `kind = "http"`.
    public static let widgetKind = WidgetKind(HTTPWidget.self)
}
