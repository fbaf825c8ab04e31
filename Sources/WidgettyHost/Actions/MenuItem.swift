/// One line of a tile's quick-action menu: a title, an optional subtitle and glyph, and what choosing it does.
public struct MenuItem: Sendable, Equatable {
    /// What choosing an item does.
    public enum Command: Sendable, Equatable {
        /// One of the widget's own quick actions, by its place in the widget's list.
        case widgetAction(Int)
        /// Ask the widget for a new timeline now.
        case refresh
        /// Open the configuration file in the editor at the widget's table.
        case editWidget
        /// Ask to remove the widget (a confirmation follows).
        case removeWidget
        /// Remove it: the confirmation's destructive choice.
        case confirmRemoval
        /// Act on a region of the last frame: a destructive button's confirmed press.
        case activate(region: Int)
        /// Close the confirmation without doing anything.
        case cancel
    }

    public var title: String
    public var subtitle: String?
    /// A monochrome glyph before the title.
    public var glyph: String?
    /// Drawn red and never chosen by `Return` alone.
    public var isDestructive: Bool
    public var command: Command

    /// An item running `command`.
    public init(title: String, subtitle: String? = nil, glyph: String? = nil, isDestructive: Bool = false, command: Command) {
        self.title = title
        self.subtitle = subtitle
        self.glyph = glyph
        self.isDestructive = isDestructive
        self.command = command
    }

    /// The items every tile's menu ends with: "Refresh", "Edit Widget…" (when there is a file to edit) and "Remove Widget".
    static func systemItems(canEditConfig: Bool) -> [MenuItem] {
        [MenuItem(title: "Refresh", glyph: "↻", command: .refresh)]
            + (canEditConfig ? [MenuItem(title: "Edit Widget…", glyph: "✎", command: .editWidget)] : [])
            + [MenuItem(title: "Remove Widget", glyph: "⊖", isDestructive: true, command: .removeWidget)]
    }

    /// The removal's destructive choice.
    static let remove = MenuItem(title: "Remove", isDestructive: true, command: .confirmRemoval)
    /// The way out of a confirmation.
    static let cancel = MenuItem(title: "Cancel", command: .cancel)
}
