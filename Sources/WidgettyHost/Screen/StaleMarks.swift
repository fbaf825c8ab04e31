import Foundation
import WidgettyKit
import WidgettyRender

/// Marks a tile whose data is old because reloading failed: a `!` badge on its top edge and
/// "Updated 14:05" in tertiary text on its bottom edge, so the widget's own content keeps its space.
enum StaleMarks {
    /// Draws both marks on the tile's border.
    static func draw(_ stale: Staleness, on frame: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let badge = " ! "
        let badgeStyle = CellStyle(foreground: environment.palette.color(.orange, over: environment.background),
                                   background: environment.background, bold: true)
        if frame.width >= GraphemeWidth.of(badge) + 4 {
            canvas.write(badge, x: frame.maxX - 2 - GraphemeWidth.of(badge), y: frame.y, style: badgeStyle)
        }
        let time = DateText.string(stale.updated, style: .time, now: environment.now,
                                   timeZone: environment.timeZone, locale: environment.locale)
        let note = " Updated \(time) "
        let width = GraphemeWidth.of(note)
        guard frame.width >= width + 3 else { return }
        canvas.write(note, x: frame.maxX - 2 - width, y: frame.maxY - 1, style: environment.style(for: .tertiaryLabel))
    }
}
