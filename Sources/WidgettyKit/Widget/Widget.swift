/// A kind of widget declared as a type: its gallery description, its options, its provider and its view (`WidgetKind(Self.self)` is its value).
public protocol Widget: Sendable {
    /// The provider that feeds this widget.
    associatedtype Provider: TimelineProvider

    /// The identifier used as `kind = "…"` in the configuration.
    static var kind: String { get }
    /// The name shown in the gallery and in messages.
    static var displayName: String { get }
    /// One sentence in sentence case that says what the widget shows.
    static var description: String { get }
    /// The families the widget can be shown at.
    static var supportedFamilies: [WidgetFamily] { get }
    /// The keys this kind accepts besides `kind` and `size`.
    static var options: [WidgetOption] { get }
    /// Checks of the options taken together, or against the files they name (none unless a widget says).
    static var optionRules: [WidgetOptionRule] { get }
    /// The shortest time in seconds between the reloads its provider asks for: the 5-minute budget for widgets
    /// that fetch (the default); a widget that reads only local files may ask for as little as 10 s.
    static var minimumReloadInterval: Double { get }
    /// Whether the provider's timeline, not only the view drawn from it, depends on the colour scheme
    /// (`WidgetContext.colorScheme`): when the person switches dark and light, such a widget is reloaded in the new one.
    static var timelineDependsOnColorScheme: Bool { get }

    /// Builds an instance from validated settings.
    init(settings: WidgetSettings)

    /// The provider of this instance.
    var provider: Provider { get }

    /// The name this instance's tile shows for it (a timer's `name`, a weather's place), where the host names the
    /// widget itself: its failure tile's title, the "Remove?" question; nil for the kind's `displayName`.
    var tileName: String? { get }

    /// The view for one entry at the context's size.
    func view(entry: Provider.Entry, context: WidgetContext) -> any View

    /// What the tile's quick-action menu offers for one entry, at most `QuickAction.limit` (none unless a widget says).
    func quickActions(entry: Provider.Entry, context: WidgetContext) -> [QuickAction]
}

extension Widget {
    /// No name of its own: the host names it by its kind's `displayName`.
    public var tileName: String? { nil }

    /// No quick actions of the widget's own; the menu still has the system's.
    public func quickActions(entry: Provider.Entry, context: WidgetContext) -> [QuickAction] { [] }
}

extension Widget {
    /// No checks beyond each option's own.
    public static var optionRules: [WidgetOptionRule] { [] }

    /// Widgets keep the budget of network widgets unless they say otherwise.
    public static var minimumReloadInterval: Double { WidgetKind.networkReloadInterval }

    /// Views follow the scheme when drawn; a timeline depends on it only when a widget says.
    public static var timelineDependsOnColorScheme: Bool { false }
}
