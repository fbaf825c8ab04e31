/// Why the runner asks a provider for a timeline now (`WidgetContext.reloadReason`).
public enum ReloadReason: String, Sendable, Equatable, CaseIterable {
    /// The widget's first load since the dashboard started.
    case first
    /// Its reload policy, the budget or a retry made it due.
    case schedule
    /// Someone asked: `widgetty reload`, Refresh, a reload link, `t` switching dark and light for a widget whose timeline
    /// depends on it, or the kind's own `WidgetCenter` request.
    case manual
    /// A button, toggle or quick action of the widget ran its intent.
    case action
    /// A scheduled reload came over a minute late: the system slept (or the dashboard was stopped) past it.
    case wake
    /// The configuration changed, and this widget is new or different in it.
    case config
}
