import Foundation
import WidgettyKit

/// A configured widget with its concrete kind hidden, so the host can hold widgets of every kind.
public struct WidgetInstance: Sendable {
    /// The configuration it was built from.
    public let config: WidgetConfig
    /// The kind's name for people ("Clock").
    public let displayName: String
    private let makePlaceholder: @Sendable (WidgetContext, Date) -> any TimelineEntry
    private let loadTimeline: @Sendable (WidgetContext, Date) async throws -> ErasedTimeline
    private let makeView: @Sendable (any TimelineEntry, WidgetContext) -> any View

    /// Builds an instance of a kind from its validated configuration.
    public init<W: Widget>(kind: W.Type, config: WidgetConfig) {
        let widget = W(settings: config.settings)
        self.config = config
        displayName = W.displayName
        makePlaceholder = { context, date in widget.provider.placeholder(in: context, at: date) }
        loadTimeline = { context, date in ErasedTimeline(try await widget.provider.timeline(in: context, at: date)) }
        makeView = { entry, context in
            guard let typed = entry as? W.Provider.Entry else { return EmptyView() }
            return widget.view(entry: typed, context: context)
        }
    }

    /// The provider's placeholder entry.
    public func placeholder(in context: WidgetContext, at date: Date) -> any TimelineEntry {
        makePlaceholder(context, date)
    }

    /// Asks the provider for a timeline.
    public func timeline(in context: WidgetContext, at date: Date) async throws -> ErasedTimeline {
        try await loadTimeline(context, date)
    }

    /// The view for an entry.
    public func view(for entry: any TimelineEntry, in context: WidgetContext) -> any View {
        makeView(entry, context)
    }
}
