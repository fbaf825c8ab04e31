import WidgettyKit

/// One configured widget: its kind, size and settings, and where it was written.
public struct WidgetConfig: Sendable, Equatable, Hashable {
    public var kind: String
    public var family: WidgetFamily
    public var settings: WidgetSettings
    /// How messages name it: "widget 3 (clock)" or "stack 1, widget 2 (clock)".
    public var label: String
    /// The line of its table header, when known.
    public var line: Int?

    /// Creates a widget configuration.
    public init(kind: String, family: WidgetFamily, settings: WidgetSettings, label: String, line: Int? = nil) {
        self.kind = kind
        self.family = family
        self.settings = settings
        self.label = label
        self.line = line
    }
}
