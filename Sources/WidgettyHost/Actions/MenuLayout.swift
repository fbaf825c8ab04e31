import WidgettyRender

/// Where a quick-action menu and its items are drawn: beside its tile, on the side with room.
///
/// Pure, so drawing and the mouse agree on where each item is. The menu sits
/// a row below the tile (clear of its shadow) when it fits there, else above it (a row up, so its own shadow falls
/// between them, where there is room); its shadow is left out wherever it would fall on the tile's border.
/// It starts at the tile's leading edge, pulled in to stay on screen. For a tile on the right half of the screen
/// it ends at the tile's trailing edge instead, its glyphs on the trailing side, as the quick actions chapter has
/// them: the glyphs sit on the side nearer the screen's edge.
/// A tile with no room above or below (one filling the screen's height) has its menu beside it, toward the screen's
/// middle first, where it fits with both shadows; else inside it, a column and a row clear of its border, casting its
/// shadow on the tile, so the tile's frame stays whole; only a menu that fits nowhere is drawn over the tile.
public struct MenuLayout: Sendable, Equatable {
    /// The menu's rounded panel.
    public let frame: Rect
    /// Each item's rows, in screen cells.
    public let itemFrames: [Rect]
    /// The header's rows (the confirmation's question), if any.
    public let headerFrame: Rect?
    /// Whether the items' glyphs sit at the end of their rows (a tile on the right half of the screen).
    public let glyphsTrailing: Bool
    /// Whether the panel casts its shadow: inside its tile, where the shadow stays inside the tile's border; else not
    /// where the shadow would fall on its own tile.
    public let castsShadow: Bool
    /// Whether the panel sits inside its own tile, its shadow falling on the tile's fill.
    public let isInsideTile: Bool

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
        glyphsTrailing = 2 * tile.x + tile.width > screen.width
        let panel = Size(width: width, height: height)
        let placed = Self.aboveOrBelow(panel, tile: tile, screen: screen, trailing: glyphsTrailing)
            ?? Self.beside(panel, tile: tile, screen: screen, trailing: glyphsTrailing)
            ?? Self.inside(panel, tile: tile, screen: screen, trailing: glyphsTrailing)
        let x = placed?.x ?? max(0, min(glyphsTrailing ? tile.maxX - width : tile.x, screen.width - width))
        let y = placed?.y ?? max(0, min(tile.y, screen.height - height))
        frame = Rect(x: x, y: y, width: width, height: height)
        let inner = tile.inset(horizontal: 1, vertical: 1)
        let inside = frame.intersection(inner) == frame
        isInsideTile = inside
        castsShadow = TileChrome.shadowCells(of: frame).allSatisfy { shadow in
            inside ? shadow.intersection(inner) == shadow : shadow.intersection(tile).isEmpty
        }
        headerFrame = header.isEmpty ? nil : Rect(x: x + 2, y: y + 1, width: width - 4, height: header.count)
        var row = y + 1 + headerRows
        var frames: [Rect] = []
        for rows in itemRows {
            frames.append(Rect(x: x + 1, y: row, width: width - 2, height: rows))
            row += rows
        }
        itemFrames = frames
    }

    /// A row under the tile, clear of its shadow, else a row over it (its own shadow between them) or right on it;
    /// at the tile's leading edge, or trailing for a tile on the right half, pulled in to stay on screen.
    private static func aboveOrBelow(_ panel: Size, tile: Rect, screen: Size, trailing: Bool) -> (x: Int, y: Int)? {
        let x = max(0, min(trailing ? tile.maxX - panel.width : tile.x, screen.width - panel.width))
        if tile.maxY + 1 + panel.height <= screen.height { return (x, tile.maxY + 1) }
        if tile.y - panel.height >= 0 { return (x, tile.y - panel.height - (tile.y - panel.height - 1 >= 0 ? 1 : 0)) }
        return nil
    }

    /// Beside the tile, clear of its shadow and with room for the panel's own: toward the screen's middle (left of a
    /// tile on the right half) where it fits, else the other side; a row under the tile's top, so its edge never lies
    /// on a neighbour's top edge, pulled up to stay on screen.
    private static func beside(_ panel: Size, tile: Rect, screen: Size, trailing: Bool) -> (x: Int, y: Int)? {
        guard panel.height + 1 <= screen.height else { return nil }
        let y = max(0, min(tile.y + 1, screen.height - panel.height - 1))
        let right = tile.maxX + 1 + panel.width + 1 <= screen.width ? tile.maxX + 1 : nil
        let left = tile.x - 1 - panel.width >= 0 ? tile.x - 1 - panel.width : nil
        return (trailing ? left ?? right : right ?? left).map { ($0, y) }
    }

    /// Inside the tile, a column clear of its border on its leading side (trailing for a tile on the right half) and a
    /// row under its top edge where the rows allow, its shadow inside the border too.
    private static func inside(_ panel: Size, tile: Rect, screen: Size, trailing: Bool) -> (x: Int, y: Int)? {
        let visible = tile.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        guard visible == tile, panel.width + 1 <= tile.width - 4, panel.height + 1 <= tile.height - 2 else { return nil }
        let x = trailing ? tile.maxX - 3 - panel.width : tile.x + 2
        return (x, panel.height + 1 <= tile.height - 4 ? tile.y + 2 : tile.y + 1)
    }

    /// The item at a screen cell, if any.
    public func item(atColumn column: Int, row: Int) -> Int? {
        itemFrames.firstIndex { $0.contains(x: column, y: row) }
    }
}
