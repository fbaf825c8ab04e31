/// What an input event is read against: the dashboard's content and tiles, and the terminal's screen.
public struct ScreenMetrics: Sendable, Equatable {
    /// The content's height in rows.
    public var contentHeight: Int
    /// The screen's height in rows.
    public var screenHeight: Int
    /// The tiles as laid out, in home-screen cells (before scrolling).
    public var tiles: [TilePlacement]

    /// Metrics for content of `contentHeight` rows on a screen of `screenHeight`, holding `tiles`.
    public init(contentHeight: Int, screenHeight: Int, tiles: [TilePlacement] = []) {
        self.contentHeight = contentHeight
        self.screenHeight = screenHeight
        self.tiles = tiles
    }

    /// The tile under a screen cell, given the rows scrolled.
    func tile(atColumn column: Int, row: Int, scroll: Int) -> TilePlacement? {
        tiles.first { $0.frame.contains(x: column, y: row + scroll) }
    }
}
