import WidgettyKit
import WidgettyRender

/// The `?` overlay: every key binding and mouse gesture in a rounded panel over the home screen, and what has focus.
///
/// The list runs in one column, or in two side by side when the screen is too short for one and wide enough for two;
/// taller than the screen still, it scrolls (`HelpPanel`), saying how many rows are above and below.
enum HelpOverlay {
    /// Draws the panel centered on the canvas, its list scrolled down `scroll` rows; `focus` names the focused tile's
    /// widget, nil when none has focus. With `reportsMouse` (the dashboard takes the mouse) it says that Shift-drag
    /// selects text; `editing`, it lists edit mode's keys and gestures instead.
    static func draw(on canvas: inout Canvas, palette: Palette, focus: String?, reportsMouse: Bool = true, editing: Bool = false, scroll: Int = 0) {
        let panel = HelpPanel(size: canvas.size, reportsMouse: reportsMouse, editing: editing)
        let scroll = min(max(0, scroll), panel.maxScroll)
        let focusLine = focus.map { "Focus: \($0)" } ?? "Focus: none (Tab or a click focuses a tile)"
        let columnsWidth = panel.columns * panel.columnWidth + (panel.columns - 1) * HelpPanel.gutter
        let width = min(canvas.size.width, max(columnsWidth, GraphemeWidth.of(focusLine)) + HelpPanel.frameColumns)
        let height = min(canvas.size.height, panel.shown + HelpPanel.frameRows)
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
        write(editing ? "Edit mode: keys and mouse" : "Keys and mouse", inside.x, inside.y, title, &canvas)
        if scroll > 0 { write("↑ \(scroll) more above", inside.x, inside.y + 1, text, &canvas) }
        for (index, row) in panel.rows.enumerated() {
            let line = index % panel.perColumn - scroll
            guard (0..<panel.shown).contains(line) else { continue }
            let x = inside.x + (index / panel.perColumn) * (panel.columnWidth + HelpPanel.gutter), y = inside.y + 2 + line
            write(row.label, x, y, key, &canvas)
            write(row.summary, x + panel.labelWidth + 2, y, text, &canvas)
        }
        let below = panel.maxScroll - scroll
        if below > 0 { write("↓ \(below) more below (j/k, PgDn)", inside.x, inside.y + 2 + panel.shown, text, &canvas) }
        write(focusLine, inside.x, inside.y + 3 + panel.shown, title, &canvas)
    }
}
