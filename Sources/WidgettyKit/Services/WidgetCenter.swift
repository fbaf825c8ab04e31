/// How a widget asks for timelines to be reloaded, as WidgetKit's `WidgetCenter`: the runner lends one
/// through `WidgetServices`, and a reload it asks for reloads every widget of the kind, outside the budget.
public struct WidgetCenter: Sendable {
    private let reload: @Sendable (_ kind: String?) -> Void
    private let reloadOne: @Sendable () -> Duration?

    /// A center that hands each request to `reload`: a kind's name, or nil for every kind; `reloadWidget` takes a
    /// request for the one widget the center is lent to, and answers as `reloadTimeline()` does.
    public init(reload: @escaping @Sendable (_ kind: String?) -> Void, reloadWidget: @escaping @Sendable () -> Duration? = { nil }) {
        self.reload = reload
        reloadOne = reloadWidget
    }

    /// Asks for a new timeline for every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        reload(kind)
    }

    /// Asks for a new timeline for the one widget this center was lent to, not its whole kind: for data that
    /// arrive on their own (a listening program's frames). Asked during a load, it reloads once that load answers.
    ///
    /// A widget's own reloads are spaced (the screen takes about ten of its frames a second): asked too soon after the
    /// last answer, nothing is scheduled, nothing is woken, and the answer is how long to wait before asking again.
    /// nil: the reload is on its way (now, or after the load under way).
    public func reloadTimeline() -> Duration? {
        reloadOne()
    }

    /// Asks for a new timeline for every widget.
    public func reloadAllTimelines() {
        reload(nil)
    }

    /// A center nobody listens to: a context drawn once (a view, a fit check) has no timelines to reload.
    public static let unavailable = WidgetCenter { _ in }
}
