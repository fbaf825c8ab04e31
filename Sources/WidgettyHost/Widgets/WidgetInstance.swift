import Foundation
import WidgettyKit

/// A configured widget with its concrete kind hidden, so the host can hold widgets of every kind.
public struct WidgetInstance: Sendable {
    /// The configuration it was built from.
    public let config: WidgetConfig
    /// The kind's name for people ("Clock").
    public let displayName: String
    private let makePlaceholder: @Sendable (WidgetContext) -> any TimelineEntry
    private let makeSnapshot: @Sendable (WidgetContext) async -> any TimelineEntry
    private let loadTimeline: @Sendable (WidgetContext) async throws -> ErasedTimeline
    private let makeView: @Sendable (any TimelineEntry, WidgetContext) -> any View

    /// Builds an instance of a kind from its validated configuration.
    public init<W: Widget>(kind: W.Type, config: WidgetConfig) {
        let widget = W(settings: config.settings)
        self.init(config: config, displayName: W.displayName,
                  placeholder: { widget.provider.placeholder(in: $0) },
                  snapshot: { await widget.provider.snapshot(in: $0) },
                  timeline: { ErasedTimeline(try await widget.provider.timeline(in: $0)) },
                  view: { entry, context in
                      guard let typed = entry as? W.Provider.Entry else { return EmptyView() }
                      return widget.view(entry: typed, context: context)
                  })
    }

    /// An instance made of closures, for tests that script a provider call by call; the snapshot defaults to the placeholder.
    public init(config: WidgetConfig, displayName: String,
                placeholder: @escaping @Sendable (WidgetContext) -> any TimelineEntry,
                snapshot: (@Sendable (WidgetContext) async -> any TimelineEntry)? = nil,
                timeline: @escaping @Sendable (WidgetContext) async throws -> ErasedTimeline,
                view: @escaping @Sendable (any TimelineEntry, WidgetContext) -> any View) {
        self.config = config
        self.displayName = displayName
        makePlaceholder = placeholder
        makeSnapshot = snapshot ?? { placeholder($0) }
        loadTimeline = timeline
        makeView = view
    }

    /// The provider's placeholder entry.
    public func placeholder(in context: WidgetContext) -> any TimelineEntry {
        makePlaceholder(context)
    }

    /// Asks the provider for a timeline.
    public func timeline(in context: WidgetContext) async throws -> ErasedTimeline {
        try await loadTimeline(context)
    }

    /// The view for an entry.
    public func view(for entry: any TimelineEntry, in context: WidgetContext) -> any View {
        makeView(entry, context)
    }

    /// The same widget with every provider call taking `seconds` longer, to show loading on purpose.
    public func delayed(by seconds: Double) -> WidgetInstance {
        WidgetInstance(config: config, displayName: displayName, placeholder: makePlaceholder, snapshot: makeSnapshot,
                       timeline: { [loadTimeline] context in
                           try await Task.sleep(for: .seconds(seconds))
                           return try await loadTimeline(context)
                       },
                       view: makeView)
    }

    /// The same widget fed by its provider's preview snapshot (`context.isPreview`), as a gallery shows it: one entry, no fetching.
    public func previewing() -> WidgetInstance {
        WidgetInstance(config: config, displayName: displayName, placeholder: makePlaceholder, snapshot: makeSnapshot,
                       timeline: { [makeSnapshot] context in
                           var preview = context
                           preview.isPreview = true
                           return ErasedTimeline(entries: [await makeSnapshot(preview)], policy: .never)
                       },
                       view: makeView)
    }
}
