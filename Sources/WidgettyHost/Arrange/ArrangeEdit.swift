import WidgettyKit

/// One change edit mode makes to the home screen, and the targeted edit of the configuration's text that makes it.
public enum ArrangeEdit: Sendable, Equatable {
    /// The slot moves to be the `to`th, the others keeping their order (the grid reflows them).
    case move(slot: Int, to: Int)
    /// The slot's tile takes another size (a stack's widgets with a size of their own take it too).
    case resize(slot: Int, to: WidgetFamily)
    /// The lone widget of `slot` joins the tile of `onto`: a new stack of the two, or the stack already there.
    case stack(slot: Int, onto: Int)
    /// A stack's widget moves from place `from` to `to` among its widgets.
    case reorderMember(slot: Int, from: Int, to: Int)
    /// A stack rotates as `rotation` says: "off", "smart" or an interval such as "1m".
    case rotation(slot: Int, to: String)
    /// A stack's widget leaves it to stand alone right after it.
    case unstack(slot: Int, member: Int)
    /// A widget, a stack's widget or a stack leaves the home screen.
    case remove(WidgetRemoval.Target)

    /// What it does in words, for the history and messages ("Move Widget").
    public var title: String {
        switch self {
        case .move: "Move Widget"
        case .resize: "Resize Widget"
        case .stack: "Make Stack"
        case .reorderMember: "Reorder Stack"
        case .rotation: "Set Rotation"
        case .unstack: "Take Out of Stack"
        case .remove(.stack): "Remove Stack"
        case .remove: "Remove Widget"
        }
    }

    /// `text` (which loads as `config`) with this change made, only the tables it touches changed; nil when the
    /// configuration has no such slot or stack widget, or the change cannot be made (a stack's only widget taken out).
    public func applied(to text: String, config: DashboardConfig) -> String? {
        let slots = config.slots
        let lines = slots.compactMap(\.line)
        guard lines.count == slots.count else { return nil }
        switch self {
        case .move(let slot, let to):
            return ConfigTableOrder.moving(slot, to: to, amongTablesAt: lines, in: text)
        case .resize(let slot, let family):
            guard slots.indices.contains(slot) else { return nil }
            // A stack's widgets first: setting in place keeps every line where it was, the stack's own line may add one.
            let members = Self.stack(slot, in: slots)?.widgets.compactMap(\.line) ?? []
            let sized = members.reduce(Optional(text)) { text, line in
                text.map { ConfigTableEdit.setting([.size(family)], inTableAt: line, of: $0, onlyInPlace: true) ?? $0 }
            }
            return sized.flatMap { ConfigTableEdit.setting([.size(family)], inTableAt: lines[slot], of: $0) }
        case .stack(let slot, let onto):
            guard slots.indices.contains(slot), slots.indices.contains(onto), slot != onto, case .widget = slots[slot] else { return nil }
            if Self.stack(onto, in: slots) != nil {
                return ConfigStacking.adding(widgetAt: lines[slot], toStackAt: lines[onto], in: text)
            }
            return ConfigStacking.stacking(widgetAt: lines[slot], with: lines[onto], family: slots[onto].family, in: text)
        case .reorderMember(let slot, let from, let to):
            guard let members = Self.stack(slot, in: slots)?.widgets.compactMap(\.line) else { return nil }
            return ConfigTableOrder.moving(from, to: to, amongTablesAt: members, in: text)
        case .rotation(let slot, let rotation):
            guard Self.stack(slot, in: slots) != nil else { return nil }
            return ConfigTableEdit.setting([.init(key: "rotation", value: TOMLValueText.string(rotation))], inTableAt: lines[slot], of: text)
        case .unstack(let slot, let member):
            guard let stack = Self.stack(slot, in: slots), stack.widgets.indices.contains(member),
                  let line = stack.widgets[member].line else { return nil }
            return ConfigStacking.unstacking(widgetAt: line, fromStackAt: lines[slot], family: stack.family, in: text)
        case .remove(let target):
            guard WidgetRemoval.removing(target, from: config) != nil else { return nil }
            return WidgetRemoval.removing(target, of: config, from: text)
        }
    }

    /// The stack in `slot`, if that slot holds one.
    private static func stack(_ slot: Int, in slots: [DashboardSlot]) -> StackConfig? {
        guard slots.indices.contains(slot), case .stack(let stack) = slots[slot] else { return nil }
        return stack
    }
}
