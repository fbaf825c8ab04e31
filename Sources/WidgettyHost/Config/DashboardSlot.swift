import WidgettyKit

/// One place on the home screen: a widget or a stack.
public enum DashboardSlot: Sendable, Equatable, Hashable {
    case widget(WidgetConfig)
    case stack(StackConfig)

    /// The tile size the slot takes.
    public var family: WidgetFamily {
        switch self {
        case .widget(let widget): widget.family
        case .stack(let stack): stack.family
        }
    }

    /// The widget drawn in the slot now (a stack shows its first until stacks rotate).
    public var visibleWidget: WidgetConfig? {
        switch self {
        case .widget(let widget): widget
        case .stack(let stack): stack.widgets.first
        }
    }

    /// The line of the slot's table header, when known.
    public var line: Int? {
        switch self {
        case .widget(let widget): widget.line
        case .stack(let stack): stack.line
        }
    }

    /// Whether the two slots hold the same widgets (kind, size, settings), wherever they were written.
    public func sameWidgets(as other: DashboardSlot) -> Bool {
        switch (self, other) {
        case (.widget(let one), .widget(let two)): SourceKey(one) == SourceKey(two)
        case (.stack(let one), .stack(let two)): one.widgets.map(SourceKey.init) == two.widgets.map(SourceKey.init)
        default: false
        }
    }
}
