import Foundation
import WidgettyKit

/// A widget drawn by any program: its printed lines, or a timeline document in the widgetty protocol.
struct CommandWidget: Widget {
    static let kind = "command"
    static let displayName = "Command"
    static let description = "Shows what a program of yours prints, as text or as a widgetty timeline."
    static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    static let options = CommandSettings.options

    let provider: CommandProvider

    /// A command widget for validated settings.
    init(settings: WidgetSettings) {
        provider = CommandProvider(settings: CommandSettings(settings: settings))
    }

    /// The entry's printed lines, its document view, or the generic placeholder.
    func view(entry: CommandEntry, context: WidgetContext) -> any View {
        // A button's program runs because of the button: its environment says so.
        var acting = context
        acting.reloadReason = .action
        let context = acting
        switch entry.content {
        case .printed(let title, let lines):
            return PrintedView(title: title, lines: lines)
        case .menu(let title, let rows):
            let settings = provider.settings
            return XbarView(title: title, rows: rows, launch: { settings.launch($0, context: context) })
        case .view(let node, let url):
            let view = ViewNodeRenderer(settings: provider.settings, context: context).view(for: node)
            return url.map { view.widgetURL($0) } ?? view
        case .sample:
            return PrintedView(title: provider.settings.title ?? "Command",
                               lines: [[StyledRun(text: "Waiting for the first run", color: nil, isBold: false)]])
        }
    }
}

/// The command kind as the catalog registers it.
public enum CommandKind {
    /// `kind = "command"`.
    public static let widgetKind = WidgetKind(CommandWidget.self)
}
