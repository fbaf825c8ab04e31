import WidgettyKit

/// A change the gallery or a configuration sheet makes: a widget's table added, or keys set in one widget's table.
public enum GalleryEdit: ConfigTextEdit, Equatable {
    /// A new widget's table (its kind, size and `settings`) after the table of `slot`'s tile, or after the last table when nil.
    case addWidget(kind: String, family: WidgetFamily, settings: [ConfigTableEdit.Assignment], after: Int?)
    /// `settings` set in the table of the widget at `position` (a stack's member in its own table).
    case setKeys([ConfigTableEdit.Assignment], of: WidgetPosition)

    /// "Add Widget" or "Edit Widget".
    public var title: String {
        switch self {
        case .addWidget: "Add Widget"
        case .setKeys: "Edit Widget"
        }
    }

    /// `text` with the table added or the keys set (`ConfigTableEdit`); nil when the tile's table is not in `config`, or
    /// a key is written in a dotted form there.
    public func applied(to text: String, config: DashboardConfig) -> String? {
        switch self {
        case .addWidget(let kind, let family, let settings, let after):
            let table = ["[[widget]]", "kind = \(TOMLValueText.string(kind))", "size = \(TOMLValueText.string(family.configName))"]
                + settings.map(\.line)
            guard let after else { return ConfigTableEdit.adding(table, after: nil, to: text) }
            guard config.slots.indices.contains(after), let line = config.slots[after].line else { return nil }
            return ConfigTableEdit.adding(table, after: line, to: text)
        case .setKeys(let settings, let position):
            return config.line(of: position).flatMap { ConfigTableEdit.setting(settings, inTableAt: $0, of: text) }
        }
    }
}

extension DashboardConfig {
    /// The line of the table of the widget at `position`: a lone widget's, or a stack member's own `[[stack.widget]]`.
    func line(of position: WidgetPosition) -> Int? {
        guard slots.indices.contains(position.slot) else { return nil }
        switch slots[position.slot] {
        case .widget(let widget): return widget.line
        case .stack(let stack): return stack.widgets.indices.contains(position.member) ? stack.widgets[position.member].line : nil
        }
    }
}
