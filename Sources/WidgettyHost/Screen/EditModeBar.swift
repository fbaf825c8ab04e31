import WidgettyKit
import WidgettyRender

/// The line across the bottom of the screen in edit mode that says what the keys do, as many as fit.
enum EditModeBar {
    /// Draws the bar on the last row: each key in the tint, its word after it, the first keys of
    /// `EditModeKey.all` kept when the row is narrow.
    static func draw(on canvas: inout Canvas, palette: Palette) {
        let width = canvas.size.width, row = canvas.size.height - 1
        guard width > 4, row >= 0 else { return }
        let fill = palette.tileBackground
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: CellStyle(foreground: fill, background: fill))
        let key = CellStyle(foreground: palette.color(.tint, over: fill), background: fill, bold: true)
        let word = CellStyle(foreground: palette.color(.secondaryLabel, over: fill), background: fill)
        var x = 1
        for entry in EditModeKey.all {
            let needed = GraphemeWidth.of(entry.label) + 1 + GraphemeWidth.of(entry.word)
            guard x + needed < width else { break }
            x += canvas.write(entry.label, x: x, y: row, style: key)
            x += 1
            x += canvas.write(entry.word, x: x, y: row, style: word)
            x += 2
        }
    }
}
