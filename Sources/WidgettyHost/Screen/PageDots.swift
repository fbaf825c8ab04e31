import WidgettyKit
import WidgettyRender

/// A stack's page dots, `●○○`: one per widget, the one on top filled, centered on the tile's bottom edge so
/// the widget's content keeps its space. The same geometry draws them and finds the dot under the pointer.
enum PageDots {
    /// The dot of widget `member` of a stack of `count` in a tile at `frame`: one cell on its bottom edge;
    /// nil when the tile is too narrow to hold every dot inside its corners.
    static func frame(of member: Int, count: Int, in frame: Rect) -> Rect? {
        guard count > 0, count <= frame.width - 4, (0..<count).contains(member) else { return nil }
        return Rect(x: frame.x + (frame.width - count) / 2 + member, y: frame.maxY - 1, width: 1, height: 1)
    }

    /// The cells every dot of a stack of `count` takes on the bottom edge of a tile at `frame`; nil when they do not fit.
    static func span(count: Int, in frame: Rect) -> Rect? {
        Self.frame(of: 0, count: count, in: frame).map { Rect(x: $0.x, y: $0.y, width: count, height: 1) }
    }

    /// Draws the dots of a stack of `count` showing `current` on the tile at `frame`, on its fill for `emphasis`.
    static func draw(count: Int, current: Int, in frame: Rect, on canvas: inout Canvas, palette: Palette, emphasis: TileEmphasis) {
        let background = palette.tileBackground(emphasis)
        for member in 0..<count {
            guard let dot = Self.frame(of: member, count: count, in: frame) else { return }
            let isCurrent = member == current
            let style = CellStyle(foreground: palette.color(isCurrent ? .label : .tertiaryLabel, over: background), background: background)
            canvas.write(isCurrent ? "●" : "○", x: dot.x, y: dot.y, style: style)
        }
    }
}
