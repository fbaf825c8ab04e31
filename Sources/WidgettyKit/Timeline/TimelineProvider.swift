/// The source of a widget's entries, as WidgetKit's `TimelineProvider`.
///
/// The context's `date` is the moment asked about; providers read it instead
/// of the system clock, so the dashboard, `render --at` and tests agree.
public protocol TimelineProvider: Sendable {
    /// The kind of entry this provider produces.
    associatedtype Entry: TimelineEntry

    /// Sample content shown redacted while the first timeline loads; synchronous and instant.
    func placeholder(in context: WidgetContext) -> Entry

    /// A quick, representative entry for previews (`context.isPreview`).
    func snapshot(in context: WidgetContext) async -> Entry

    /// The entries to show from `context.date` on, and when to ask again.
    ///
    /// Throw a `WidgetProblem` to say in plain words what went wrong, or that
    /// the widget needs configuration; any other error is shown as it describes itself.
    func timeline(in context: WidgetContext) async throws -> Timeline<Entry>
}

extension TimelineProvider {
    /// By default a snapshot is the placeholder.
    public func snapshot(in context: WidgetContext) async -> Entry {
        placeholder(in: context)
    }
}
