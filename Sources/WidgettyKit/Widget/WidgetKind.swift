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
    /// Checks of its options taken together, or against the files they name (`Widget.optionRules`).
    public let optionRules: [WidgetOptionRule]
    /// The shortest time in seconds between reloads its provider may ask for (`Widget.minimumReloadInterval`).
    public let minimumReloadInterval: Double
    /// Whether its timeline depends on the colour scheme, so switching dark and light reloads it (`Widget.timelineDependsOnColorScheme`).
    public let timelineDependsOnColorScheme: Bool
    private let make: @Sendable (WidgetSettings) -> AnyWidget

    /// A kind built at run time: `makeWidget` is given each instance's validated settings.
    public init(kind: String, displayName: String, description: String, supportedFamilies: [WidgetFamily],
                options: [WidgetOption], optionRules: [WidgetOptionRule] = [], minimumReloadInterval: Double = networkReloadInterval,
                timelineDependsOnColorScheme: Bool = false, makeWidget: @escaping @Sendable (WidgetSettings) -> AnyWidget) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.options = options
        self.optionRules = optionRules
        self.minimumReloadInterval = max(Self.localReloadInterval, minimumReloadInterval)
        self.timelineDependsOnColorScheme = timelineDependsOnColorScheme
        make = makeWidget
    }

    /// The kind a static `Widget` type declares.
    public init<W: Widget>(_ type: W.Type) {
        self.init(kind: W.kind, displayName: W.displayName, description: W.description,
                  supportedFamilies: W.supportedFamilies, options: W.options, optionRules: W.optionRules,
                  minimumReloadInterval: W.minimumReloadInterval, timelineDependsOnColorScheme: W.timelineDependsOnColorScheme,
                  makeWidget: { AnyWidget(W(settings: $0)) })
    }

    /// The reload budget's spacing for widgets that fetch from the network: 5 minutes.
    public static let networkReloadInterval: Double = 300
    /// The shortest spacing any widget may ask for: 10 s, for widgets that read local files only.
    public static let localReloadInterval: Double = 10

    /// Whether reloads may come closer than the network budget allows (a widget that reads local files only).
    public var readsLocally: Bool { minimumReloadInterval < Self.networkReloadInterval }

    /// A widget of this kind for validated settings.
    public func makeWidget(settings: WidgetSettings) -> AnyWidget {
        make(settings)
    }
}
