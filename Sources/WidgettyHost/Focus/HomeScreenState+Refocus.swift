extension HomeScreenState {
    /// Keeps the focus on its widget when the configuration changes from `old` to `new` slots.
    ///
    /// The focused slot is found again unchanged anywhere in the new list (widgets added or
    /// removed before it); else, edited in place, as a slot of the same kind at the same
    /// position; else the focus is cleared. The pointer's tile is found again by the next motion.
    public mutating func refocus(from old: [DashboardSlot], to new: [DashboardSlot]) {
        hoveredSlot = nil
        guard let focusedSlot, old.indices.contains(focusedSlot) else { return self.focusedSlot = nil }
        let slot = old[focusedSlot]
        if let same = new.firstIndex(where: { $0.sameWidgets(as: slot) }) {
            self.focusedSlot = same
        } else if new.indices.contains(focusedSlot), new[focusedSlot].visibleWidget?.kind == slot.visibleWidget?.kind {
            self.focusedSlot = focusedSlot
        } else {
            self.focusedSlot = nil
        }
    }
}
