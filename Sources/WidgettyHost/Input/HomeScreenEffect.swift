/// What the event loop does for an input event, beyond the state change `HomeScreenState.reduce` made itself.
public enum HomeScreenEffect: Sendable, Equatable {
    /// Leave the dashboard.
    case quit
    /// Ask every widget for a new timeline now, outside the reload budget.
    case reloadAll
    /// Write the whole screen again (Ctrl-L), not only what changed.
    case repaint
    /// Show the stack's widget `step` places on, wrapping (wheel, `[` `]`, "Next Widget"); automatic rotation pauses.
    case pageStack(slot: Int, by: Int)
    /// Put the stack's widget `member` on top (a click on its dot); automatic rotation pauses.
    case showStackWidget(slot: Int, member: Int)
    /// Ask the widget of a slot for a new timeline now ("Refresh").
    case refresh(slot: Int)
    /// Open the configuration file in the editor at the slot's table ("Edit in Editor…", "Edit Stack…").
    case editWidget(slot: Int)
    /// Take a widget, a stack's widget or a stack off the home screen and its table out of the configuration
    /// ("Remove Widget", "Remove Stack"), only while the configuration and its file are still those it was asked about.
    case remove(WidgetRemoval.Target, askedAbout: AskedConfiguration? = nil)
    /// Do the widget of a slot's own quick action, by its place in the widget's list.
    case widgetAction(slot: Int, index: Int)
    /// Act on a region of the last frame (an index into `ScreenMetrics.regions`): open its link, perform its intent.
    case activate(region: Int)
    /// Perform a destructive button's intent once confirmed: that button, found again in the frame on screen by its
    /// widget and intent; nothing, and a message, when it is no longer there.
    case pressButton(ButtonIdentity)
    /// Change the configuration as edit mode asked (move, resize, stack, take out, remove), a targeted edit of the file.
    case arrange(ArrangeEdit)
    /// Change the configuration: a widget added from the gallery, keys saved from a configuration sheet.
    case changeConfig(GalleryEdit)
    /// Undo the session's last change of the configuration (`u` in edit mode).
    case undo
    /// Redo the change undone last (`U` in edit mode).
    case redo
    /// Write the embedded demo, as arranged, to the configuration path and follow that file from then on.
    case saveAsConfiguration
}
