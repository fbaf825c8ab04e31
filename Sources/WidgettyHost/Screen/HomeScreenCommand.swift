/// Something the person asked the home screen to do.
public enum HomeScreenCommand: Sendable, Equatable {
    case quit
    case toggleHelp
    /// Close the help overlay; with none open, clear the focus.
    case dismiss
    case toggleTheme
    /// Scroll by rows (negative is up).
    case scroll(Int)
    /// Scroll by screens (negative is up).
    case scrollPage(Int)
    case scrollToTop
    case scrollToBottom
    case redraw
    /// Ask every widget for a new timeline now, outside the reload budget.
    case reloadAll
    /// Focus the next tile in reading order (`forward`) or the previous one, wrapping around.
    case focusStep(forward: Bool)
    /// Focus the nearest tile in a direction; with none focused, the first tile on screen.
    case moveFocus(FocusDirection)
    /// In a focused tile with a chart, move its scrub a position left or right; elsewhere, `moveFocus`.
    case scrubOrMove(FocusDirection)
    /// Focus the tile with this number in reading order (the keys 1 to 9).
    case focusTile(Int)
    /// Show the focused stack's next widget (`1`) or previous one (`-1`); nothing on a lone widget.
    case pageStack(Int)
    /// Open the focused tile's quick-action menu (with none focused, the first tile on screen's).
    case openMenu
    /// Act on the focused tile: its focused element, else its primary button, else its tap (`Return`).
    case activate
    /// Open the widget gallery, to add a widget after the focused tile (at the end with none focused).
    case openGallery
    /// Enter edit mode, to arrange the home screen (`e`, "Edit Home Screen").
    case editHomeScreen
    /// Press the focused element (`Space` on a toggle or button); with none, scroll a screen down.
    case pressElement
}
