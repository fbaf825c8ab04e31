import Foundation

/// The source of a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider: Sendable {
    /// The kind of entry this provider produces.
    associatedtype Entry: TimelineEntry

    /// Sample content shown redacted while the first timeline loads; synchronous and instant.
    func placeholder(in context: WidgetContext, at date: Date) -> Entry

    /// A quick, representative entry for previews.
    func snapshot(in context: WidgetContext, at date: Date) async -> Entry

    /// The entries to show from `date` on, and when to ask again.
    func timeline(in context: WidgetContext, at date: Date) async throws -> Timeline<Entry>
}

extension TimelineProvider {
    /// By default a snapshot is the placeholder.
    public func snapshot(in context: WidgetContext, at date: Date) async -> Entry {
        placeholder(in: context, at: date)
    }
}
