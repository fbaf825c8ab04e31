import WidgettyKit

/// A command or http widget's entry as drawn: its printed lines, an xbar plugin's rows, its document's view, the
/// generic placeholder, or a listening program's silence.
struct CommandEntryView: View {
    let entry: CommandEntry
    /// The placeholder's title: the widget's `title`, else what the kind is called.
    let placeholderTitle: String
    /// Builds the launch of a button's or row's command, in the widget's folder and environment.
    let launch: @Sendable ([String]) -> CommandLaunch

    var body: any View {
        switch entry.content {
        case .printed(let title, let lines):
            return PrintedView(title: title, lines: lines)
        case .menu(let title, let rows):
            return XbarView(title: title, rows: rows, launch: launch)
        case .view(let node, let url):
            let view = ViewNodeRenderer(launch: launch).view(for: node)
            return url.map { view.widgetURL($0) } ?? view
        case .sample:
            return PrintedView(title: placeholderTitle, lines: [[StyledRun(text: Self.waiting, color: nil, isBold: false)]])
        case .silent(let program):
            // On two lines, which a small tile holds whole for a program's name of up to nine letters.
            return PrintedView(title: placeholderTitle, lines: ["Waiting for", "\(program) to print"].map { [StyledRun(text: $0, color: nil, isBold: false)] })
        }
    }

    /// The placeholder's line, drawn redacted.
    static let waiting = "Waiting for the first run"
}
