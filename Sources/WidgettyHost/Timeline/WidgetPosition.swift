/// Where a widget lives on the home screen: its slot, and its place in the slot's stack (0 for a lone widget).
///
/// The runner keeps every member of a stack running, so it knows each widget by its position;
/// an integer literal is a lone widget's position, written as its slot.
public struct WidgetPosition: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var slot: Int
    /// The widget's index among its stack's widgets, in configuration order.
    public var member: Int

    /// The widget at `member` in the stack of `slot`.
    public init(slot: Int, member: Int = 0) {
        self.slot = slot
        self.member = member
    }

    /// A lone widget's position, written as its slot.
    public init(integerLiteral slot: Int) {
        self.init(slot: slot)
    }

    /// Slot order first, then the stack's order.
    public static func < (one: WidgetPosition, two: WidgetPosition) -> Bool {
        (one.slot, one.member) < (two.slot, two.member)
    }

    /// "3" for a lone widget's slot, "3.1" for a stack's second widget.
    public var description: String { member == 0 ? "\(slot)" : "\(slot).\(member)" }
}
