import WidgettyKit

/// xbar's `refresh=true` row: nothing to perform, since the runner reloads a widget after each of its intents,
/// and that reload is all the row asks for.
struct RefreshIntent: WidgetIntent {
    static let title = "Refresh"

    /// Succeeds at once; the reload follows.
    func perform() async throws {}
}
