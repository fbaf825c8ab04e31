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

    /// Says on the top edge of the tile at `frame`, under a dragged tile, what letting go there does.
    static func drawDrop(_ outcome: HomeScreenState.DropOutcome, on frame: Rect, canvas: inout Canvas, palette: Palette) {
        let words = switch outcome {
        case .move: " move here "
        case .stack: " stack here "
        case .fullStack: " stack full "
        }
        guard frame.width >= GraphemeWidth.of(words) + 4 else { return }
        let fill = palette.tileBackground([.lifted])
        let style = CellStyle(foreground: palette.color(outcome == .fullStack ? .red : .tint, over: fill), background: fill, bold: true)
        canvas.write(words, x: frame.x + 2, y: frame.y, style: style)
    }
}
