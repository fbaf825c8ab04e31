import WidgettyKit

/// An xbar plugin's output drawn as a tile: the title in headline, the rows under it, nested rows indented,
/// dividers as lines; a row with `href` is a link and one with `shell` or `refresh=true` a button.
struct XbarView: View {
    let title: XbarItem?
    let rows: [XbarRow]
    /// Builds the launch of a row's command, in the widget's folder and environment.
    let launch: @Sendable ([String]) -> CommandLaunch

    var body: any View {
        VStack(alignment: .leading) {
            if let title { item(title).font(.headline).unredacted() }
            for row in rows {
                switch row {
                case .item(let item): self.item(item)
                case .divider: Divider()
                }
            }
            Spacer()
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// One item, indented two cells per level, acting as its parameters say.
    private func item(_ item: XbarItem) -> any View {
        let label = PrintedView.line(item.runs)
        let control: any View = if let url = item.url {
            Link(destination: url) { label }
        } else if let command = item.command {
            Button(intent: RunCommandIntent(launch: launch(command))) { label }
        } else if item.refreshes {
            Button(intent: RefreshIntent()) { label }
        } else {
            label
        }
        guard item.depth > 0 else { return control }
        return HStack(alignment: .top, spacing: 0) {
            Text(String(repeating: " ", count: 2 * item.depth))
            control
        }
    }
}
