/// Something the person asked the home screen to do.
public enum HomeScreenCommand: Sendable, Equatable {
    case quit
    case toggleHelp
    case closeOverlay
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
}
