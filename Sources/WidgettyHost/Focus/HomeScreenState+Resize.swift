extension HomeScreenState {
    /// After the terminal changed size (`metrics` are the new size's) or edit mode rearranged the tiles: the open menu's tile, else the focused one,
    /// scrolled onto the screen, so the menu is drawn beside it again (`MenuLayout` places it for the new size); a menu
    /// whose tile is not laid out any more (the terminal too small for any) closes, so no key acts on a menu unseen.
    /// The scroll stays inside the content, and the help's inside its list.
    public mutating func fitScreen(metrics: ScreenMetrics) {
        if let menu, !metrics.tiles.contains(where: { $0.slot == menu.slot }) { self.menu = nil }
        scrollToShow(menu?.slot ?? focusedSlot, metrics: metrics)
        clampScroll(contentHeight: metrics.contentHeight, screenHeight: metrics.screenHeight)
        scrollHelp(nil, metrics: metrics)
    }
}
