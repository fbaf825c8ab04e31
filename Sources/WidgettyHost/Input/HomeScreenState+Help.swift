import WidgettyRender

extension HomeScreenState {
    /// The scroll a key asks for while help shows (j/k, the arrows, PgUp/PgDn, Space, Home/End), which scrolls
    /// the help's list rather than the home screen under it; nil for every other key.
    static func helpScroll(_ press: KeyPress) -> HomeScreenCommand? {
        switch KeyBinding.command(for: press, focused: false) {
        case let command? where [.scrollToTop, .scrollToBottom].contains(command): command
        case .scroll(let rows)?: .scroll(rows)
        case .scrollPage(let pages)?: .scrollPage(pages)
        default: nil
        }
    }

    /// The scroll a turn of the wheel asks for while help shows; nil for a click or motion.
    static func helpScroll(_ mouse: MouseEvent) -> HomeScreenCommand? {
        guard case .wheel(let notches) = mouse.kind else { return nil }
        return .scroll(notches * wheelRows)
    }

    /// Scrolls the help's list as `command` asks, within its length on this screen (`HelpPanel`).
    mutating func scrollHelp(_ command: HomeScreenCommand?, metrics: ScreenMetrics) {
        let panel = HelpPanel(size: Size(width: metrics.screenWidth, height: metrics.screenHeight),
                              reportsMouse: metrics.config?.mouse ?? true, editing: isEditing)
        switch command {
        case .scroll(let rows)?: helpScroll += rows
        case .scrollPage(let pages)?: helpScroll += pages * panel.page
        case .scrollToTop?: helpScroll = 0
        case .scrollToBottom?: helpScroll = panel.maxScroll
        default: break
        }
        helpScroll = min(max(0, helpScroll), panel.maxScroll)
    }
}
