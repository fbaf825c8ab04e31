import FoundationEssentials
import WidgettyKit

/// A configured widget with its concrete kind hidden, so the host can hold widgets of every kind.
public struct WidgetInstance: Sendable {
    /// The configuration it was built from.
    public let config: WidgetConfig
    /// The kind's name for people ("Clock").
    public let displayName: String
    /// The shortest spacing of reloads its provider may ask for, when it reads local files only; nil keeps the network budget.
    public let localReloadInterval: Double?
    /// Whether its timeline depends on the colour scheme, so switching dark and light reloads it.
    public let timelineDependsOnColorScheme: Bool
    private let widget: AnyWidget

    /// The name its tile shows for it: the widget's own title (a timer's name, a weather's place), else the kind's.
    public var name: String { widget.tileName ?? displayName }

    /// Builds an instance of a kind from its validated configuration.
    public init(kind: WidgetKind, config: WidgetConfig) {
        self.init(config: config, displayName: kind.displayName, widget: kind.makeWidget(settings: config.settings),
                  localReloadInterval: kind.readsLocally ? kind.minimumReloadInterval : nil,
                  timelineDependsOnColorScheme: kind.timelineDependsOnColorScheme)
    }

    /// An instance of an already made widget, for tests that script a provider call by call.
    public init(config: WidgetConfig, displayName: String, widget: AnyWidget, localReloadInterval: Double? = nil,
                timelineDependsOnColorScheme: Bool = false) {
        self.config = config
        self.displayName = displayName
        self.localReloadInterval = localReloadInterval
        self.timelineDependsOnColorScheme = timelineDependsOnColorScheme
        self.widget = widget
    }

    /// The provider's placeholder entry.
    public func placeholder(in context: WidgetContext) -> any TimelineEntry {
        widget.placeholder(in: context)
    }

    /// Asks the provider for a timeline.
    public func timeline(in context: WidgetContext) async throws -> ErasedTimeline {
        try await widget.timeline(in: context)
    }

    /// The view for an entry.
    public func view(for entry: any TimelineEntry, in context: WidgetContext) -> any View {
        widget.view(for: entry, in: context)
    }

    /// The quick actions the widget offers for an entry, at most `QuickAction.limit` (a kind offering more is refused
    /// when it registers; see `WidgetRegistry.registrationProblems`).
    public func quickActions(for entry: any TimelineEntry, in context: WidgetContext) -> [QuickAction] {
        Array(widget.quickActions(for: entry, in: context).prefix(QuickAction.limit))
    }

    /// The same widget with every provider call taking `seconds` longer, to show loading on purpose.
    public func delayed(by seconds: Double) -> WidgetInstance {
        WidgetInstance(config: config, displayName: displayName, widget: AnyWidget(
            tileName: widget.tileName, placeholder: widget.placeholder(in:), snapshot: widget.snapshot(in:),
            timeline: { [widget] context in
                try await Task.sleep(for: .seconds(seconds))
                return try await widget.timeline(in: context)
            },
            view: widget.view(for:in:), quickActions: widget.quickActions(for:in:)), localReloadInterval: localReloadInterval,
            timelineDependsOnColorScheme: timelineDependsOnColorScheme)
    }

    /// The same widget fed by its provider's preview snapshot (`context.isPreview`), as a gallery shows it: one entry, no fetching.
    public func previewing() -> WidgetInstance {
        WidgetInstance(config: config, displayName: displayName, widget: AnyWidget(
            tileName: widget.tileName, placeholder: widget.placeholder(in:), snapshot: widget.snapshot(in:),
            timeline: { [widget] context in
                var preview = context
                preview.isPreview = true
                return ErasedTimeline(entries: [await widget.snapshot(in: preview)], policy: .never)
            },
            view: widget.view(for:in:), quickActions: widget.quickActions(for:in:)), localReloadInterval: localReloadInterval,
            timelineDependsOnColorScheme: timelineDependsOnColorScheme)
    }
}
