/// A provider's failure in words a person understands, shown inside the widget's tile.
///
/// Throw it from `timeline(in:)`: `.unreachable(host:)` when the network is
/// down, `.needsConfiguration(_:)` when a key must be set (no retry until the
/// configuration changes), or a plain message for anything else.
public struct WidgetProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one short sentence without a final period.
    public var message: String
    /// False when trying again cannot help until the configuration changes.
    public var isRetryable: Bool

    /// A problem with a message, shortened with "…" past `InputLimits.problemCharacters` (a server's
    /// reason may be megabytes long); retried with backoff unless `isRetryable` is false.
    public init(_ message: String, isRetryable: Bool = true) {
        let limit = InputLimits.problemCharacters
        self.message = message.count <= limit ? message : String(message.prefix(limit - 1)) + "…"
        self.isRetryable = isRetryable
    }

    /// The host the provider talks to could not be reached.
    public static func unreachable(host: String) -> WidgetProblem {
        WidgetProblem("Can’t reach \(host)")
    }

    /// The widget needs a setting to work; the message says what to set ("Set latitude and longitude to see the weather").
    public static func needsConfiguration(_ whatToSet: String) -> WidgetProblem {
        WidgetProblem(whatToSet, isRetryable: false)
    }

    /// The message.
    public var description: String { message }
}
