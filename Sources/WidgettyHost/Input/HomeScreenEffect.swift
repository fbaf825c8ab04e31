/// What the event loop does for an input event, beyond the state change `HomeScreenState.reduce` made itself.
public enum HomeScreenEffect: Sendable, Equatable {
    /// Leave the dashboard.
    case quit
    /// Ask every widget for a new timeline now, outside the reload budget.
    case reloadAll
    /// Write the whole screen again (Ctrl-L), not only what changed.
    case repaint
    /// Fit the screen to the terminal's new size.
    case fitTerminal
    /// Ask the widget of a slot for a new timeline now ("Refresh").
    case refresh(slot: Int)
    /// Open the configuration file in the editor at the slot's table ("Edit Widget…").
    case editWidget(slot: Int)
    /// Take the slot's widget off the home screen and its table out of the configuration ("Remove Widget").
    case removeWidget(slot: Int)
    /// Do the widget of a slot's own quick action, by its place in the widget's list.
    case widgetAction(slot: Int, index: Int)
    /// Act on a region of the last frame (an index into `ScreenMetrics.regions`): open its link, perform its intent.
    case activate(region: Int)
}
