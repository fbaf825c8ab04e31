import Foundation
import WidgettyKit
import WidgettyRender

/// Draws one tile: its chrome, then its widget, placeholder, failure or "does not fit" message.
struct TileRenderer {
    let palette: Palette
    let metrics: GridMetrics

    /// Draws a widget's content in its tile.
    func draw(_ content: TileContent, of instance: WidgetInstance, in frame: Rect, context: WidgetContext, canvas: inout Canvas) {
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette)
        var environment = RenderEnvironment(palette: palette, metrics: metrics.cell, background: palette.tileBackground)
        let view: any View
        switch content {
        case .placeholder(let entry):
            environment.redacted = true
            view = instance.view(for: entry, in: context)
        case .entry(let entry):
            view = instance.view(for: entry, in: context)
        case .failure(let message):
            view = VStack(alignment: .leading) {
                Text(instance.displayName).font(.headline)
                Text(message).lineLimit(nil).foregroundStyle(.secondaryLabel)
            }.frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        }
        ViewRenderer.render(view, in: contentArea(of: frame), canvas: &canvas, environment: environment)
    }

    /// Draws a tile that says why its widget is not shown at this size.
    func drawMessage(_ message: String, in frame: Rect, canvas: inout Canvas) {
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette)
        let environment = RenderEnvironment(palette: palette, metrics: metrics.cell, background: palette.tileBackground)
        let view = Text(message).lineLimit(nil).foregroundStyle(.secondaryLabel)
            .frame(fillWidth: true, fillHeight: true, alignment: .center)
        ViewRenderer.render(view, in: contentArea(of: frame), canvas: &canvas, environment: environment)
    }

    /// The tile's area inside the standard 16 pt margins, measured from its edge.
    private func contentArea(of frame: Rect) -> Rect {
        let columns = max(1, metrics.cell.columns(forPoints: Margin.standard.points ?? 16))
        let rows = max(1, metrics.cell.rows(forPoints: Margin.standard.points ?? 16))
        return frame.inset(horizontal: columns, vertical: rows)
    }
}
