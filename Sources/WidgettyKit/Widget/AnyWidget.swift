/// One widget with its concrete type hidden: its provider's calls and its view, as closures.
public struct AnyWidget: Sendable {
    private let makePlaceholder: @Sendable (WidgetContext) -> any TimelineEntry
    private let makeSnapshot: @Sendable (WidgetContext) async -> any TimelineEntry
    private let loadTimeline: @Sendable (WidgetContext) async throws -> ErasedTimeline
    private let makeView: @Sendable (any TimelineEntry, WidgetContext) -> any View
    private let makeQuickActions: @Sendable (any TimelineEntry, WidgetContext) -> [QuickAction]
    /// The name its tile shows for it, if it has one of its own (`Widget.tileName`).
    public let tileName: String?

    /// A widget made of closures, as a kind built at run time makes one; the snapshot defaults to the placeholder,
    /// the quick actions to none, the name to the kind's.
    public init(tileName: String? = nil, placeholder: @escaping @Sendable (WidgetContext) -> any TimelineEntry,
                snapshot: (@Sendable (WidgetContext) async -> any TimelineEntry)? = nil,
                timeline: @escaping @Sendable (WidgetContext) async throws -> ErasedTimeline,
                view: @escaping @Sendable (any TimelineEntry, WidgetContext) -> any View,
                quickActions: @escaping @Sendable (any TimelineEntry, WidgetContext) -> [QuickAction] = { _, _ in [] }) {
        makePlaceholder = placeholder
        makeSnapshot = snapshot ?? { placeholder($0) }
        loadTimeline = timeline
        makeView = view
        makeQuickActions = quickActions
        self.tileName = tileName
    }

    /// Erases a widget of a static kind; an entry of another type draws nothing.
    public init<W: Widget>(_ widget: W) {
        self.init(tileName: widget.tileName, placeholder: { widget.provider.placeholder(in: $0) },
                  snapshot: { await widget.provider.snapshot(in: $0) },
                  timeline: { ErasedTimeline(try await widget.provider.timeline(in: $0)) },
                  view: { entry, context in
                      guard let typed = entry as? W.Provider.Entry else { return EmptyView() }
                      return widget.view(entry: typed, context: context)
                  },
                  quickActions: { entry, context in
                      guard let typed = entry as? W.Provider.Entry else { return [] }
                      return widget.quickActions(entry: typed, context: context)
                  })
    }

    /// The provider's placeholder entry.
    public func placeholder(in context: WidgetContext) -> any TimelineEntry {
        makePlaceholder(context)
    }

    /// The provider's preview entry (`context.isPreview`).
    public func snapshot(in context: WidgetContext) async -> any TimelineEntry {
        await makeSnapshot(context)
    }

    /// Asks the provider for a timeline.
    public func timeline(in context: WidgetContext) async throws -> ErasedTimeline {
        try await loadTimeline(context)
    }

    /// The view for an entry.
    public func view(for entry: any TimelineEntry, in context: WidgetContext) -> any View {
        makeView(entry, context)
    }

    /// The quick actions the widget offers for an entry.
    public func quickActions(for entry: any TimelineEntry, in context: WidgetContext) -> [QuickAction] {
        makeQuickActions(entry, context)
    }
}
