import WidgettyKit
import WidgettyRender

/// Which button a destructive button's question is about: the widget it belongs to (its slot and, on a stack, the
/// widget on top then) and what it does (its intent's `IntentIdentity`), never its place among the frame's regions,
/// so a frame drawn while the question is open (a stack turned, a new entry, a reload) cannot turn the answer onto
/// another button.
public struct ButtonIdentity: Sendable, Equatable {
    /// The widget the button belongs to.
    public var position: WidgetPosition
    /// What the button does, as `ScreenRegion.intent` names it.
    public var intent: IntentIdentity?
    /// Its title, for the question and for what the banner says when it is gone ("Delete Note").
    public var title: String

    /// The button `title` of `region`, a region of the widget `member` of its slot.
    public init(_ region: ScreenRegion, title: String, member: Int) {
        position = WidgetPosition(slot: region.slot, member: member)
        intent = region.intent
        self.title = title
    }

    /// The index of this button among `regions` (a frame's), where the widget on top of each slot is `top(slot)`;
    /// nil when that frame does not have it.
    public func index(in regions: [ScreenRegion], top: (Int) -> Int) -> Int? {
        regions.indices.first { index in
            guard case .button(.destructive, let title) = regions[index].kind else { return false }
            return ButtonIdentity(regions[index], title: title, member: top(regions[index].slot)) == self
        }
    }
}
