import WidgettyKit

/// Draws a tile: its fill and rounded outline (`╭╮╰╯`), the outline's cells over the screen's color, and its emphasis.
public enum TileChrome {
    /// Fills `rect` as a tile and draws its rounded edge: in the separator color, or the tint with a focus ring;
    /// a lifted tile is filled brighter and casts a half-cell shadow right and below, unless `shadow` is false: on the
    /// screen, or on a lifted tile's fill when `shadowOnLiftedTile` (a panel drawn inside its own tile).
    public static func draw(in rect: Rect, canvas: inout Canvas, palette: Palette, emphasis: TileEmphasis = [], shadow: Bool = true,
                            shadowOnLiftedTile: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let fill = palette.tileBackground(emphasis)
        canvas.fill(rect, style: CellStyle(foreground: fill, background: fill))
        let ringed = emphasis.contains(.focusRing)
        // The outline's cells are filled as the tile, corners and edges alike, so the fill reaches the same half cell
        // past the line all round and the tile reads as one shape, with no notch at a corner.
        let edge = CellStyle(foreground: palette.color(ringed ? .tint : .separator, over: fill), background: fill, bold: ringed, muted: !ringed)
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.write("╭", x: rect.x, y: rect.y, style: edge)
        canvas.write(horizontal, x: rect.x + 1, y: rect.y, style: edge)
        canvas.write("╮", x: rect.maxX - 1, y: rect.y, style: edge)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.write("│", x: rect.x, y: row, style: edge)
            canvas.write("│", x: rect.maxX - 1, y: row, style: edge)
        }
        canvas.write("╰", x: rect.x, y: rect.maxY - 1, style: edge)
        canvas.write(horizontal, x: rect.x + 1, y: rect.maxY - 1, style: edge)
        canvas.write("╯", x: rect.maxX - 1, y: rect.maxY - 1, style: edge)
        guard emphasis.contains(.lifted), shadow else { return }
        drawShadow(of: rect, canvas: &canvas, style: shadowOnLiftedTile
            ? CellStyle(foreground: palette.shadowOnLiftedTile, background: palette.liftedTileBackground, muted: true)
            : CellStyle(foreground: palette.tileShadow, background: palette.screenBackground, muted: true))
    }

    /// The cells a lifted tile at `rect` casts its shadow on: the column right of it and the row below it.
    public static func shadowCells(of rect: Rect) -> [Rect] {
        [Rect(x: rect.maxX, y: rect.y + 1, width: 1, height: rect.height), Rect(x: rect.x + 1, y: rect.maxY, width: rect.width, height: 1)]
    }

    /// Half a cell of shadow down the right edge and along the bottom, one cell in from the top and left corners.
    private static func drawShadow(of rect: Rect, canvas: inout Canvas, style shadow: CellStyle) {
        for row in (rect.y + 1)..<rect.maxY {
            canvas.write("▌", x: rect.maxX, y: row, style: shadow)
        }
        canvas.write(String(repeating: "▀", count: rect.width - 1), x: rect.x + 1, y: rect.maxY, style: shadow)
        canvas.write("▘", x: rect.maxX, y: rect.maxY, style: shadow)
    }
}
