import WidgettyRender

/// Where a quick-action menu and its items are drawn: beside its tile, on the side with room.
///
/// Pure, so drawing and the mouse agree on where each item is. The menu sits
/// a row below the tile (clear of its shadow) when it fits there, else above it (a row up, so its own shadow falls
/// between them, where there is room), else over the tile's top; its shadow is left out wherever it would fall on the
/// tile;
/// it starts at the tile's leading edge, pulled in to stay on screen. For a tile on the right half of the screen
/// it ends at the tile's trailing edge instead, its glyphs on the trailing side, as the quick actions chapter has
/// them: the glyphs sit on the side nearer the screen's edge.
public struct MenuLayout: Sendable, Equatable {
    /// The menu's rounded panel.
    public let frame: Rect
    /// Each item's rows, in screen cells.
    public let itemFrames: [Rect]
    /// The header's rows (the confirmation's question), if any.
    public let headerFrame: Rect?
    /// Whether the items' glyphs sit at the end of their rows (a tile on the right half of the screen).
    public let glyphsTrailing: Bool
    /// Whether the panel casts its shadow: not where the shadow would fall on its own tile (its border or content).
    public let castsShadow: Bool

    /// The layout of `menu` with `header` lines above its items, for a tile drawn at `tile` on a screen of `screen`.
    public init(menu: QuickActionMenu, header: [String], tile: Rect, screen: Size) {
        // The subtitle sits under the title, after the glyph's column.
        let itemWidth = menu.items.map { item in
            (item.glyph == nil ? 0 : 2) + max(GraphemeWidth.of(item.title), item.subtitle.map(GraphemeWidth.of) ?? 0)
        }.max() ?? 0
        let width = min(screen.width, max(itemWidth, header.map(GraphemeWidth.of).max() ?? 0) + 4)
        let headerRows = header.isEmpty ? 0 : header.count + 1
        let itemRows = menu.items.map { $0.subtitle == nil ? 1 : 2 }
        let height = min(screen.height, 2 + headerRows + itemRows.reduce(0, +))
        let y = tile.maxY + 1 + height <= screen.height ? tile.maxY + 1
            : tile.y - height - 1 >= 0 ? tile.y - height - 1
            : tile.y - height >= 0 ? tile.y - height
            : max(0, min(tile.y, screen.height - height))
        glyphsTrailing = 2 * tile.x + tile.width > screen.width
        let x = max(0, min(glyphsTrailing ? tile.maxX - width : tile.x, screen.width - width))
        frame = Rect(x: x, y: y, width: width, height: height)
        castsShadow = TileChrome.shadowCells(of: frame).allSatisfy { $0.intersection(tile).isEmpty }
        headerFrame = header.isEmpty ? nil : Rect(x: x + 2, y: y + 1, width: width - 4, height: header.count)
        var row = y + 1 + headerRows
        var frames: [Rect] = []
        for rows in itemRows {
            frames.append(Rect(x: x + 1, y: row, width: width - 2, height: rows))
            row += rows
        }
        itemFrames = frames
    }

    /// The item at a screen cell, if any.
    public func item(atColumn column: Int, row: Int) -> Int? {
        itemFrames.firstIndex { $0.contains(x: column, y: row) }
    }
}
