/// How a widget asks for timelines to be reloaded, as WidgetKit's `WidgetCenter`: the runner lends one
/// through `WidgetServices`, and a reload it asks for reloads every widget of the kind, outside the budget.
public struct WidgetCenter: Sendable {
    private let reload: @Sendable (_ kind: String?) -> Void
    private let reloadOne: @Sendable () -> Void

    /// A center that hands each request to `reload`: a kind's name, or nil for every kind; `reloadWidget` takes a
    /// request for the one widget the center is lent to.
    public init(reload: @escaping @Sendable (_ kind: String?) -> Void, reloadWidget: @escaping @Sendable () -> Void = {}) {
        self.reload = reload
        reloadOne = reloadWidget
    }

    /// Asks for a new timeline for every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        reload(kind)
    }

    /// Asks for a new timeline for the one widget this center was lent to, not its whole kind: for data that
    /// arrive on their own (a listening program's frames). Asked during a load, it reloads once that load answers.
    public func reloadTimeline() {
        reloadOne()
    }

    /// Asks for a new timeline for every widget.
    public func reloadAllTimelines() {
        reload(nil)
    }

    /// A center nobody listens to: a context drawn once (a view, a fit check) has no timelines to reload.
    public static let unavailable = WidgetCenter { _ in }
}
