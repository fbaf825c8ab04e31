import FoundationEssentials
import WidgettyKit

/// A widget drawn by any program: its printed lines, or a timeline document in the widgetty protocol.
struct CommandWidget: Widget {
    static let kind = "command"
    static let displayName = "Command"
    static let description = "Shows what a program of yours prints, as text or as a widgetty timeline."
    static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    static let options = CommandSettings.options
    /// The program is told the scheme (`WIDGETTY_COLOR_SCHEME`, xbar's `XBARDarkMode`), so its output may follow it.
    static let timelineDependsOnColorScheme = true
    static let optionRules = CommandSettings.rules

    let provider: CommandProvider
    /// Its `title`, which heads the tile's placeholder and its failure.
    var tileName: String? { provider.settings.title }

    /// A command widget for validated settings.
    init(settings: WidgetSettings) {
        provider = CommandProvider(settings: CommandSettings(settings: settings))
    }

    /// The entry's printed lines, its rows, its document view, or the generic placeholder.
    func view(entry: CommandEntry, context: WidgetContext) -> any View {
        // A button's program runs because of the button: its environment says so.
        var acting = context
        acting.reloadReason = .action
        let settings = provider.settings
        return CommandEntryView(entry: entry, placeholderTitle: tileName ?? Self.displayName,
                                launch: { [acting] in settings.launch($0, context: acting) })
    }
}

/// The command kind as the catalog registers it.
public enum CommandKind {
    /// `kind = "command"`.
    public static let widgetKind = WidgetKind(CommandWidget.self)
}
