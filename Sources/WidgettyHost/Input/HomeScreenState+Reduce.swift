extension HomeScreenState {
    /// Rows one notch of the mouse wheel scrolls.
    static let wheelRows = 3

    /// Applies an input event to the state, pure and testable; returns what the loop must do besides redrawing.
    public mutating func reduce(_ event: InputEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch event {
        case .key(let press):
            guard let command = KeyBinding.command(for: press) else { return [] }
            apply(command, contentHeight: metrics.contentHeight, screenHeight: metrics.screenHeight)
            switch command {
            case .quit: return [.quit]
            case .reloadAll: return [.reloadAll]
            case .redraw: return [.repaint]
            default: return []
            }
        case .mouse(let mouse):
            guard case .wheel(let notches) = mouse.kind else { return [] }
            apply(.scroll(notches * Self.wheelRows), contentHeight: metrics.contentHeight, screenHeight: metrics.screenHeight)
            return []
        case .resize:
            clampScroll(contentHeight: metrics.contentHeight, screenHeight: metrics.screenHeight)
            return [.fitTerminal]
        case .paste, .focus:
            return []
        }
    }
}
