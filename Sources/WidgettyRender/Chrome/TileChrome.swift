import WidgettyKit

/// Draws a tile: its fill and rounded outline (`╭╮╰╯`), with corners over the screen.
public enum TileChrome {
    /// Fills `rect` as a tile and draws its rounded edge in the separator color.
    public static func draw(in rect: Rect, canvas: inout Canvas, palette: Palette) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let fill = palette.tileBackground
        canvas.fill(rect, style: CellStyle(foreground: fill, background: fill))
        let edge = CellStyle(foreground: palette.color(.separator, over: fill), background: fill, muted: true)
        let corner = CellStyle(foreground: edge.foreground, background: palette.screenBackground, muted: true)
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
    }
}
