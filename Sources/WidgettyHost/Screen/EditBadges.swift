import WidgettyKit
import WidgettyRender

/// What edit mode draws on every tile: the remove badge ⊖ on its leading top corner, which a click removes it
/// with, and a quiet ⠿ on its top edge saying it can be moved; the tile a drag hovers over is lifted.
enum EditBadges {
    /// The cell of the remove badge of a tile drawn at `frame`: its top left corner.
    static func removeBadge(of frame: Rect) -> Rect {
        Rect(x: frame.x, y: frame.y, width: 1, height: 1)
    }

    /// Draws both marks on the tile at `frame`, filled for `emphasis`.
    static func draw(on frame: Rect, canvas: inout Canvas, palette: Palette, emphasis: TileEmphasis) {
        let badge = removeBadge(of: frame)
        let remove = CellStyle(foreground: palette.color(.red, over: palette.screenBackground), background: palette.screenBackground, bold: true)
        canvas.write("⊖", x: badge.x, y: badge.y, style: remove)
        let fill = palette.tileBackground(emphasis)
        let grip = CellStyle(foreground: palette.color(.tertiaryLabel, over: fill), background: fill, muted: true)
        if frame.width >= 8 { canvas.write("⠿", x: frame.x + frame.width / 2, y: frame.y, style: grip) }
    }
}
