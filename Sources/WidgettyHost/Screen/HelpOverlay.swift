import WidgettyKit
import WidgettyRender

/// The `?` overlay: every key binding in a rounded panel over the home screen.
enum HelpOverlay {
    /// Draws the panel centered on the canvas.
    static func draw(on canvas: inout Canvas, palette: Palette) {
        let labelWidth = KeyBinding.all.map { GraphemeWidth.of($0.label) }.max() ?? 0
        let rows = KeyBinding.all.map { ($0.label, $0.summary) }
        let width = min(canvas.size.width, labelWidth + 3 + (rows.map { GraphemeWidth.of($0.1) }.max() ?? 0) + 4)
        let height = min(canvas.size.height, rows.count + 4)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette)
        let fill = palette.tileBackground
        let title = CellStyle(foreground: palette.color(.label, over: fill), background: fill, bold: true)
        let key = CellStyle(foreground: palette.color(.tint, over: fill), background: fill, bold: true)
        let text = CellStyle(foreground: palette.color(.secondaryLabel, over: fill), background: fill, muted: true)
        let inside = frame.inset(horizontal: 2, vertical: 1)
        canvas.write("Keys", x: inside.x, y: inside.y, style: title, clip: inside)
        for (offset, row) in rows.enumerated() {
            let y = inside.y + 2 + offset
            canvas.write(row.0, x: inside.x, y: y, style: key, clip: inside)
            canvas.write(row.1, x: inside.x + labelWidth + 2, y: y, style: text, clip: inside)
        }
    }
}
