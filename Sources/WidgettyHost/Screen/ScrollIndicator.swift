import WidgettyKit
import WidgettyRender

/// A thin bar (`▕`, an eighth of a cell) at the right edge of the rightmost column, which the centered grid always
/// leaves free, only when the screen can scroll.
enum ScrollIndicator {
    /// Draws the thumb for the visible part of `contentHeight` rows scrolled by `scroll`.
    static func draw(on canvas: inout Canvas, scroll: Int, contentHeight: Int, palette: Palette) {
        let height = canvas.size.height
        guard contentHeight > height, height > 0, canvas.size.width > 0 else { return }
        let thumb = max(1, height * height / contentHeight)
        let top = (height - thumb) * scroll / max(1, contentHeight - height)
        let style = CellStyle(foreground: palette.color(.tertiaryLabel, over: palette.screenBackground),
                              background: palette.screenBackground, muted: true)
        for row in top..<min(height, top + thumb) {
            canvas.write("▕", x: canvas.size.width - 1, y: row, style: style)
        }
    }
}
