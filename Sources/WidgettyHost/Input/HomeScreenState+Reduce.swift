extension HomeScreenState {
    /// Rows one notch of the mouse wheel scrolls.
    static let wheelRows = 3

    /// Applies an input event to the state, pure and testable; returns what the loop must do besides redrawing.
    public mutating func reduce(_ event: InputEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch event {
        case .key(let press) where menu != nil:
            return reduceMenu(press, metrics: metrics)
        case .mouse(let mouse) where menu != nil:
            return reduceMenu(mouse, metrics: metrics)
        case .key(let press):
            guard let command = KeyBinding.command(for: press, focused: focusedSlot != nil) else { return [] }
            apply(command, metrics: metrics)
            switch command {
            case .quit: return [.quit]
            case .reloadAll: return [.reloadAll]
            case .redraw: return [.repaint]
            default: return []
            }
        case .mouse(let mouse):
            return reduce(mouse, metrics: metrics)
        case .resize:
            clampScroll(contentHeight: metrics.contentHeight, screenHeight: metrics.screenHeight)
            return [.fitTerminal]
        case .paste, .focus:
            return []
        }
    }

    /// The wheel scrolls; a left click focuses the tile under it (or clears the focus off every tile); a right click
    /// opens the tile's quick actions; motion hovers.
    private mutating func reduce(_ mouse: MouseEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        let tile = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        switch mouse.kind {
        case .wheel(let notches):
            apply(.scroll(notches * Self.wheelRows), metrics: metrics)
            hoveredSlot = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        case .press where mouse.button == 0:
            focusedSlot = tile
            hoveredSlot = tile
        case .press where mouse.button == 2:
            guard let tile else { return [] }
            focusedSlot = tile
            apply(.openMenu, metrics: metrics)
        case .motion:
            hoveredSlot = tile
        case .press, .release:
            break
        }
        return []
    }
}
