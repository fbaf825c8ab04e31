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
}
