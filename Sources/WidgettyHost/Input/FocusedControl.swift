import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Keeps the keyboard's focus on the link, button or toggle it was on when a new frame moves, changes or removes the
/// controls of the focused tile (a note reloaded, a list in its place), so that the next `Return` or `Space` acts on
/// what the highlight was on, or on nothing.
///
/// The focus counts the tile's controls in reading order; an index alone would land on whatever control comes to
/// stand at that count (a note's task gone, the list's third row): `Space` meant for a task would open a note.
public enum FocusedControl {
    /// The index (among the focused tile's controls in `new`) of the control `element` was in `old`: the same index
    /// when the control there does the same thing, else where that action moved to, else the same index when the
    /// same kind of control stands in the same cells (a toggle just flipped, whose intent changed), else nil (the tile).
    public static func follow(_ element: Int?, of slot: Int?, from old: [InteractiveRegion], to new: [InteractiveRegion]) -> Int? {
        guard let element, let slot else { return element }
        // Only the focused tile's regions are read: the rest of the frame has nothing to say.
        let (old, new) = (old.filter { $0.widget == slot }, new.filter { $0.widget == slot })
        let before = ScreenMetrics.elements(of: slot, in: ScreenRegion.from(old))
        let after = ScreenMetrics.elements(of: slot, in: ScreenRegion.from(new))
        guard before.indices.contains(element) else { return after.indices.contains(element) ? element : nil }
        let focused = old[before[element]], action = Self.action(of: focused)
        if after.indices.contains(element), Self.action(of: new[after[element]]) == action { return element }
        if let moved = after.firstIndex(where: { Self.action(of: new[$0]) == action }) { return moved }
        if after.indices.contains(element), Self.sameKind(new[after[element]], focused), new[after[element]].rect == focused.rect {
            return element
        }
        return nil
    }

    /// What a control does, comparable from frame to frame.
    private enum Action: Equatable {
        case open(String)
        case perform(IntentIdentity)
        case toggle(IntentIdentity)
    }

    private static func action(of region: InteractiveRegion) -> Action {
        switch region.action {
        case .openURL(let url): .open(url.absoluteString)
        case .perform(let intent, _): .perform(IntentIdentity(intent))
        case .toggle(let intent, _): .toggle(IntentIdentity(intent))
        }
    }

    /// Whether both are links, both buttons or both toggles (of any state).
    private static func sameKind(_ one: InteractiveRegion, _ other: InteractiveRegion) -> Bool {
        switch (one.action, other.action) {
        case (.openURL, .openURL), (.perform, .perform), (.toggle, .toggle): true
        default: false
        }
    }
}
