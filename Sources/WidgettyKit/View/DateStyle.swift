/// How `Text(date, style:)` shows a date, as WidgetKit's `Text.DateStyle`.
public enum DateStyle: Sendable, Equatable {
    /// Time from now in whole units: "in 30 s", "in 5 min", "now", "2 h ago"; redrawn when the number changes
    /// (each second in the last minute, then each minute, hour or day).
    case relative
    /// A running count to or from the date: "04:59", "1:02:03"; redrawn every second.
    case timer
    /// The date's time of day in the dashboard's locale and zone: "14:05".
    case time
    /// The date's day in the dashboard's locale and zone: "November 22".
    case date
}
