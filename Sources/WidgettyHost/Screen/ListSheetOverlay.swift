import WidgettyKit
import WidgettyRender

/// Draws a `ListSheet` as a lifted panel centred on the screen: its title, each row's label in a column of its own
/// (tinted) and its text, "+N more" where the screen holds fewer rows, and how to close it.
enum ListSheetOverlay {
    /// The line at the panel's foot.
    static let closing = "Any key or a click closes this"

    /// Draws `sheet` on `canvas`; every word from a widget passes `TextSanitizer`.
    static func draw(_ sheet: ListSheet, on canvas: inout Canvas, palette: Palette) {
        let rows = sheet.rows.map { (TextSanitizer.clean($0.label), TextSanitizer.clean($0.text)) }
        let title = TextSanitizer.clean(sheet.title)
        let labelWidth = rows.map { GraphemeWidth.of($0.0) }.max() ?? 0
        let lines = rows.isEmpty ? [GraphemeWidth.of(sheet.empty)] : rows.map { labelWidth + 2 + GraphemeWidth.of($0.1) }
        let width = min(canvas.size.width, max(lines.max() ?? 0, GraphemeWidth.of(title), GraphemeWidth.of(closing)) + 4)
        // Title, a blank, the rows, a blank, the closing line, inside a border and a row of margin each side.
        let room = max(1, canvas.size.height - 6)
        let shown = rows.count <= room ? rows.count : room - 1
        let height = min(canvas.size.height, max(1, min(rows.count, room)) + 6)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette, emphasis: .lifted)
        let fill = palette.tileBackground(.lifted)
        let inside = frame.inset(horizontal: 2, vertical: 1)
        let style = { (role: SemanticColor, bold: Bool) in
            CellStyle(foreground: palette.color(role, over: fill), background: fill, bold: bold, muted: Palette.isMuted(role))
        }
        let write = { (words: String, x: Int, y: Int, style: CellStyle, canvas: inout Canvas) in
            let room = inside.maxX - x
            if room > 0, y < inside.maxY { canvas.write(TextTruncation.truncate(words, toWidth: room), x: x, y: y, style: style, clip: inside) }
        }
        write(title, inside.x, inside.y, style(.label, true), &canvas)
        if rows.isEmpty { write(sheet.empty, inside.x, inside.y + 2, style(.secondaryLabel, false), &canvas) }
        for (index, row) in rows.prefix(shown).enumerated() {
            write(row.0, inside.x, inside.y + 2 + index, style(.tint, false), &canvas)
            write(row.1, inside.x + labelWidth + 2, inside.y + 2 + index, style(.label, false), &canvas)
        }
        if shown < rows.count { write("+\(rows.count - shown) more", inside.x, inside.y + 2 + shown, style(.secondaryLabel, false), &canvas) }
        write(closing, inside.x, inside.maxY - 1, style(.secondaryLabel, false), &canvas)
    }
}
