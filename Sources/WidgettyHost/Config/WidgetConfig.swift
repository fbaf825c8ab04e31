import WidgettyKit

/// One configured widget: its kind, size and settings, and where it was written.
public struct WidgetConfig: Sendable, Equatable, Hashable {
    public var kind: String
    public var family: WidgetFamily
    public var settings: WidgetSettings
    /// Seconds a provider call may take before it counts as failed (`timeout = 15`).
    public var timeout: Double
    /// How messages name it: "widget 3 (clock)" or "stack 1, widget 2 (clock)".
    public var label: String
    /// The line of its table header, when known.
    public var line: Int?

    /// Creates a widget configuration.
    public init(kind: String, family: WidgetFamily, settings: WidgetSettings, timeout: Double = WidgetConfig.defaultTimeout,
                label: String, line: Int? = nil) {
        self.kind = kind
        self.family = family
        self.settings = settings
        self.timeout = timeout
        self.label = label
        self.line = line
    }

    /// The provider timeout when the configuration sets none, in seconds.
    public static let defaultTimeout: Double = 15
    /// The `timeout` key every widget accepts besides its kind's own.
    static let timeoutOption = WidgetOption(key: "timeout", type: .number(1...300), defaultValue: .number(defaultTimeout),
                                            summary: "seconds a provider call may take before it counts as failed")
}
