import WidgettyKit
import WidgettyRender

/// Draws a stack's sheet in edit mode: a rounded panel in the middle of the screen listing its widgets in order and
/// its rotation, the selected row highlighted, and the sheet's keys under them.
enum StackSheetOverlay {
    /// The keys of the sheet, as its last lines say them.
    static let keys = ["⇧↑↓ reorder  o take out", "r rotation  Esc close"]

    /// Draws `sheet` for a stack whose widgets are named `members`, rotating as `rotation` says.
    static func draw(_ sheet: StackSheet, members: [String], rotation: String, on canvas: inout Canvas, palette: Palette) {
        let rows = members.enumerated().map { "\($0.offset + 1)  \(TextSanitizer.clean($0.element))" } + ["Rotation: \(rotation)"]
        let title = "Stack of \(members.count)"
        let contentWidth = (rows + keys + [title]).map(GraphemeWidth.of).max() ?? 0
        let width = min(canvas.size.width, contentWidth + 6)
        let height = min(canvas.size.height, rows.count + keys.count + 5)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette)
        let fill = palette.tileBackground
        let inside = frame.inset(horizontal: 2, vertical: 1)
        let bold = CellStyle(foreground: palette.color(.label, over: fill), background: fill, bold: true)
        let muted = CellStyle(foreground: palette.color(.secondaryLabel, over: fill), background: fill, muted: true)
        canvas.write(TextTruncation.truncate(title, toWidth: inside.width), x: inside.x, y: inside.y, style: bold, clip: inside)
        for (index, row) in rows.enumerated() {
            let selected = index == sheet.selection
            let background = selected ? palette.color(.tint, over: fill).blended(alpha: 0.3, over: fill) : fill
            let style = CellStyle(foreground: palette.color(.label, over: background), background: background, bold: selected)
            let y = inside.y + 2 + index
            if selected { canvas.fill(Rect(x: inside.x - 1, y: y, width: inside.width + 2, height: 1).intersection(frame), style: style) }
            canvas.write(TextTruncation.truncate(row, toWidth: inside.width), x: inside.x, y: y, style: style, clip: inside)
        }
        for (index, line) in keys.enumerated() {
            canvas.write(TextTruncation.truncate(line, toWidth: inside.width), x: inside.x, y: inside.y + 3 + rows.count + index, style: muted, clip: inside)
        }
    }
}
