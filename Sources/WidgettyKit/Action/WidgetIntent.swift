/// Something a widget's button or toggle does, as an `AppIntent` is in WidgetKit: a value the host performs.
///
/// The host performs it on a provider thread, never the terminal's, and then
/// asks the widget for a new timeline, outside the reload budget, so the tile
/// shows what the action changed. A thrown error is shown on the tile, which
/// keeps its data.
///
/// ```swift
/// struct MarkDone: WidgetIntent {
///     static let title = "Mark Done"
///     let task: String
///     func perform() async throws { try await TaskStore.shared.markDone(task) }
/// }
/// ```
public protocol WidgetIntent: Sendable {
    /// The action's name for people ("Mark Done"), as an error on the tile names it.
    static var title: String { get }
    /// What tells this action from another of its kind, the same in every frame that shows it: the host knows a control
    /// by it from frame to frame (a running button's indicator, a pressed toggle's new state, the button a destructive
    /// question was asked about). By default the type and every stored value (`String(reflecting:)`); an intent
    /// holding what changes at each load (a date) leaves that out, or a reload would make its control another one.
    var identity: String { get }
    /// Does the action; throws to say it failed (a `WidgetProblem` says why in words).
    func perform() async throws
}

extension WidgetIntent {
    /// The type and every stored value, as `String(reflecting:)` writes them.
    public var identity: String { String(reflecting: self) }
}
