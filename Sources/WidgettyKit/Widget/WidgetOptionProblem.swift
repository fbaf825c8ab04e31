/// What a `WidgetOptionRule` found: a message placed on the line of one key (or of the widget's table), and
/// whether the widget cannot run as written (an error) or runs but will show a problem (a warning).
public struct WidgetOptionProblem: Sendable, Equatable {
    /// How bad it is.
    public enum Severity: Sendable, Equatable {
        /// The configuration is refused: `widgetty check` fails and the dashboard does not apply it.
        case error
        /// The configuration is applied; `widgetty check` prints it and still succeeds.
        case warning
    }

    /// The key whose line the message is on; nil for the widget's table (a key that is missing).
    public var key: String?
    /// What is wrong and what to do, without the widget's label (the reader adds it).
    public var message: String
    public var severity: Severity

    /// A problem that stops the configuration from being applied.
    public static func error(_ message: String, at key: String? = nil) -> Self {
        Self(key: key, message: message, severity: .error)
    }

    /// A problem the widget runs with (its tile will say so).
    public static func warning(_ message: String, at key: String? = nil) -> Self {
        Self(key: key, message: message, severity: .warning)
    }
}
