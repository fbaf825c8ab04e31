import WidgettyKit
import WidgettyRender

/// The `?` overlay: every key binding and mouse gesture in a rounded panel over the home screen, and what has focus.
///
/// The list runs in one column, or in two side by side when the screen is too short for one.
enum HelpOverlay {
    /// Draws the panel centered on the canvas; `focus` names the focused tile's widget, nil when none has focus.
    /// With `reportsMouse` (the dashboard takes the mouse) it says that Shift-drag selects text; `editing`, it lists
    /// edit mode's keys and gestures instead.
    static func draw(on canvas: inout Canvas, palette: Palette, focus: String?, reportsMouse: Bool = true, editing: Bool = false) {
        let gestures = MouseBinding.all + (reportsMouse ? [MouseBinding.textSelection] : [])
        let rows = editing
            ? EditModeKey.all.map { ($0.label, $0.summary) } + [("", "")] + EditModeKey.gestures.map { ($0.gesture, $0.summary) }
            : KeyBinding.all.map { ($0.label, $0.summary) } + [("", "")] + gestures.map { ($0.gesture, $0.summary) }
        let focusLine = focus.map { "Focus: \($0)" } ?? "Focus: none (Tab or a click focuses a tile)"
        let labelWidth = rows.map { GraphemeWidth.of($0.0) }.max() ?? 0
        let columnWidth = labelWidth + 2 + (rows.map { GraphemeWidth.of($0.1) }.max() ?? 0)
        let columns = rows.count + 6 > canvas.size.height ? 2 : 1
        let perColumn = (rows.count + columns - 1) / columns
        let width = min(canvas.size.width, max(columns * columnWidth + (columns - 1) * 3, GraphemeWidth.of(focusLine)) + 4)
        let height = min(canvas.size.height, perColumn + 6)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette)
        let fill = palette.tileBackground
        let title = CellStyle(foreground: palette.color(.label, over: fill), background: fill, bold: true)
        let key = CellStyle(foreground: palette.color(.tint, over: fill), background: fill, bold: true)
        let text = CellStyle(foreground: palette.color(.secondaryLabel, over: fill), background: fill, muted: true)
        let inside = frame.inset(horizontal: 2, vertical: 1)
        // Cut with "…" where the panel is narrower than the list, so a word is never cut mid-way unmarked.
        let write = { (words: String, x: Int, y: Int, style: CellStyle, canvas: inout Canvas) in
            let room = inside.maxX - x
            if room > 0 { canvas.write(TextTruncation.truncate(words, toWidth: room), x: x, y: y, style: style, clip: inside) }
        }
        write("Keys and mouse", inside.x, inside.y, title, &canvas)
        for (index, row) in rows.enumerated() {
            let x = inside.x + (index / perColumn) * (columnWidth + 3), y = inside.y + 2 + index % perColumn
            write(row.0, x, y, key, &canvas)
            write(row.1, x + labelWidth + 2, y, text, &canvas)
        }
        write(focusLine, inside.x, inside.y + 3 + perColumn, title, &canvas)
    }
}
