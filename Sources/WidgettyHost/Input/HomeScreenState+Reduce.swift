extension HomeScreenState {
    /// Rows one notch of the mouse wheel scrolls.
    static let wheelRows = 3

    /// Applies an input event to the state, pure and testable; returns what the loop must do besides redrawing.
    public mutating func reduce(_ event: InputEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch event {
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

    /// The wheel scrolls; a left click focuses the tile under it (or clears the focus off every tile); motion hovers.
    private mutating func reduce(_ mouse: MouseEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        let tile = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        switch mouse.kind {
        case .wheel(let notches):
            apply(.scroll(notches * Self.wheelRows), metrics: metrics)
            hoveredSlot = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        case .press where mouse.button == 0:
            focusedSlot = tile
            hoveredSlot = tile
        case .motion:
            hoveredSlot = tile
        case .press, .release:
            break
        }
        return []
    }
}
