import WidgettyRender

/// Shown instead of the grid when the terminal cannot hold one small tile.
enum TooSmallMessage {
    /// The message's words.
    static func text(minimum: Size, current: Size) -> String {
        "Terminal too small: widgetty needs at least \(minimum.width)x\(minimum.height), this is \(current.width)x\(current.height)."
    }

    /// Draws the message wrapped and centered.
    static func draw(on canvas: inout Canvas, minimum: Size, palette: Palette) {
        let lines = TextWrap.lines(text(minimum: minimum, current: canvas.size), width: canvas.size.width)
        let top = max(0, (canvas.size.height - lines.count) / 2)
        let style = CellStyle(foreground: palette.color(.label, over: palette.screenBackground), background: palette.screenBackground)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (canvas.size.width - GraphemeWidth.of(line)) / 2)
            canvas.write(line, x: x, y: top + offset, style: style)
        }
    }
}
