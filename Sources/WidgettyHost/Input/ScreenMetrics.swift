import WidgettyRender

/// What an input event is read against: the dashboard's content and tiles, and the terminal's screen.
public struct ScreenMetrics: Sendable, Equatable {
    /// The content's height in rows.
    public var contentHeight: Int
    /// The screen's height in rows.
    public var screenHeight: Int
    /// The tiles as laid out, in home-screen cells (before scrolling).
    public var tiles: [TilePlacement]
    /// How many points a cell stands for, to size pointer targets as the HIG does.
    public var cell: CellMetrics

    /// Metrics for content of `contentHeight` rows on a screen of `screenHeight`, holding `tiles` on a grid of `cell`.
    public init(contentHeight: Int, screenHeight: Int, tiles: [TilePlacement] = [], cell: CellMetrics = .phone) {
        self.contentHeight = contentHeight
        self.screenHeight = screenHeight
        self.tiles = tiles
        self.cell = cell
    }

    /// The tile a pointer at a screen cell points at, given the rows scrolled: padded and sharing gaps (`HitTesting`).
    func tile(atColumn column: Int, row: Int, scroll: Int) -> TilePlacement? {
        HitTesting(tiles.map { .init(frame: $0.frame, target: $0, hasBezel: true) }, metrics: cell)
            .target(atColumn: column, row: row + scroll)
    }
}
