extension HomeScreenState {
    /// Keeps the focus, and the open menu or question, on their widget when the configuration changes from `old` to
    /// `new` slots.
    ///
    /// The widget is found again unchanged anywhere in the new list (widgets added or removed before it; of several
    /// alike, the second stays the second). The focus also stays on a widget edited in place, a slot of the same kind at
    /// the same position, and is cleared otherwise. The menu follows only its widget unchanged and closes otherwise, so
    /// it never stands by a tile that shows something else; a removal question that follows still names the slots it
    /// was asked about, and is refused when confirmed if they changed. The pointer's tile is found again by the next
    /// motion.
    public mutating func refocus(from old: [DashboardSlot], to new: [DashboardSlot]) {
        hoveredSlot = nil
        focusedSlot = focusedSlot.flatMap { slot in
            Self.unchangedPlace(of: slot, from: old, to: new)
                ?? (new.indices.contains(slot) && old.indices.contains(slot)
                    && new[slot].visibleWidget?.kind == old[slot].visibleWidget?.kind ? slot : nil)
        }
        if var moved = menu {
            menu = Self.unchangedPlace(of: moved.slot, from: old, to: new).map {
                moved.slot = $0
                return moved
            }
        }
    }

    /// Where the widget of `slot` in `old` is unchanged in `new`; of several alike, the second in `old` is the second
    /// in `new` (or the first, when `new` has fewer); nil when it is not there.
    private static func unchangedPlace(of slot: Int, from old: [DashboardSlot], to new: [DashboardSlot]) -> Int? {
        guard old.indices.contains(slot) else { return nil }
        let widget = old[slot]
        let alikeBefore = old[..<slot].count { $0.sameWidgets(as: widget) }
        let alike = new.indices.filter { new[$0].sameWidgets(as: widget) }
        return alike.indices.contains(alikeBefore) ? alike[alikeBefore] : alike.first
    }
}
