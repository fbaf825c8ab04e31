import WidgettyKit
import WidgettyRender

/// A message across the top of the screen, for problems with the whole dashboard (a configuration edit that does not load).
enum Banner {
    /// Draws `message` wrapped onto at most three full-width rows in the palette's red, in white or
    /// black, whichever reads better on it (dark mode's red is too light for white: 3.4:1).
    static func draw(_ message: String, on canvas: inout Canvas, palette: Palette) {
        let fill = palette.color(.red, over: palette.screenBackground)
        let text = [RGB(hex: 0xFFFFFF), RGB(hex: 0x000000)].max { $0.contrast(with: fill) < $1.contrast(with: fill) }!
        let style = CellStyle(foreground: text, background: fill, bold: true)
        let width = canvas.size.width
        guard width > 2 else { return }
        var lines = TextWrap.lines(TextSanitizer.clean(message), width: width - 2)
        if lines.count > 3 {
            lines = Array(lines.prefix(3))
            lines[2] = TextTruncation.truncate(lines[2] + " …", toWidth: width - 2)
        }
        for (row, line) in lines.enumerated() where row < canvas.size.height {
            canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
            canvas.write(line, x: 1, y: row, style: style)
        }
    }
}
