import WidgettyKit

/// Draws a tile: its fill and rounded outline (`╭╮╰╯`), with corners over the screen, and its emphasis.
public enum TileChrome {
    /// Fills `rect` as a tile and draws its rounded edge: in the separator color, or the tint with a focus ring;
    /// a lifted tile is filled brighter and casts a half-cell shadow right and below.
    public static func draw(in rect: Rect, canvas: inout Canvas, palette: Palette, emphasis: TileEmphasis = []) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let fill = palette.tileBackground(emphasis)
        canvas.fill(rect, style: CellStyle(foreground: fill, background: fill))
        let ringed = emphasis.contains(.focusRing)
        let edge = CellStyle(foreground: palette.color(ringed ? .tint : .separator, over: fill), background: fill, bold: ringed, muted: !ringed)
        let corner = CellStyle(foreground: edge.foreground, background: palette.screenBackground, bold: ringed, muted: !ringed)
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.write("╭", x: rect.x, y: rect.y, style: corner)
        canvas.write(horizontal, x: rect.x + 1, y: rect.y, style: edge)
        canvas.write("╮", x: rect.maxX - 1, y: rect.y, style: corner)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.write("│", x: rect.x, y: row, style: edge)
            canvas.write("│", x: rect.maxX - 1, y: row, style: edge)
        }
        canvas.write("╰", x: rect.x, y: rect.maxY - 1, style: corner)
        canvas.write(horizontal, x: rect.x + 1, y: rect.maxY - 1, style: edge)
        canvas.write("╯", x: rect.maxX - 1, y: rect.maxY - 1, style: corner)
        if emphasis.contains(.lifted) { drawShadow(of: rect, canvas: &canvas, palette: palette) }
    }

    /// Half a cell of shadow down the right edge and along the bottom, one cell in from the top and left corners.
    private static func drawShadow(of rect: Rect, canvas: inout Canvas, palette: Palette) {
        let shadow = CellStyle(foreground: palette.tileShadow, background: palette.screenBackground, muted: true)
        for row in (rect.y + 1)..<rect.maxY {
            canvas.write("▌", x: rect.maxX, y: row, style: shadow)
        }
        canvas.write(String(repeating: "▀", count: rect.width - 1), x: rect.x + 1, y: rect.maxY, style: shadow)
        canvas.write("▘", x: rect.maxX, y: rect.maxY, style: shadow)
    }
}
