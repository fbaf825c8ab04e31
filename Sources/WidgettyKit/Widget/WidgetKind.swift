/// A kind of widget as a value: what the gallery and the configuration know of it, and how to make one.
///
/// A static `Widget` type gives one (`WidgetKind(ClockWidget.self)`); a kind found
/// at run time builds one from its words and a closure that makes an `AnyWidget`.
public struct WidgetKind: Sendable {
    /// The identifier used as `kind = "…"` in the configuration.
    public let kind: String
    /// The name shown in the gallery and in messages.
    public let displayName: String
    /// One sentence in sentence case that says what the widget shows.
    public let description: String
    /// The families the widget can be shown at.
    public let supportedFamilies: [WidgetFamily]
    /// The keys this kind accepts besides `kind` and `size`.
    public let options: [WidgetOption]
    private let make: @Sendable (WidgetSettings) -> AnyWidget

    /// A kind built at run time: `makeWidget` is given each instance's validated settings.
    public init(kind: String, displayName: String, description: String, supportedFamilies: [WidgetFamily],
                options: [WidgetOption], makeWidget: @escaping @Sendable (WidgetSettings) -> AnyWidget) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.options = options
        make = makeWidget
    }

    /// The kind a static `Widget` type declares.
    public init<W: Widget>(_ type: W.Type) {
        self.init(kind: W.kind, displayName: W.displayName, description: W.description,
                  supportedFamilies: W.supportedFamilies, options: W.options,
                  makeWidget: { AnyWidget(W(settings: $0)) })
    }

    /// A widget of this kind for validated settings.
    public func makeWidget(settings: WidgetSettings) -> AnyWidget {
        make(settings)
    }
}
