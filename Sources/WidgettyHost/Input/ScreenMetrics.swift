/// The heights an input event is read against: the dashboard's content and the terminal's screen, in rows.
public struct ScreenMetrics: Sendable, Equatable {
    public var contentHeight: Int
    public var screenHeight: Int

    /// Metrics for content of `contentHeight` rows on a screen of `screenHeight`.
    public init(contentHeight: Int, screenHeight: Int) {
        self.contentHeight = contentHeight
        self.screenHeight = screenHeight
    }
}
