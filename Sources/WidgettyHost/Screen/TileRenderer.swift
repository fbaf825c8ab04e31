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
        render(view, in: frame, environment: environment, canvas: &canvas)
    }

    /// Draws a tile that says why its widget is not shown at this size.
    func drawMessage(_ message: String, in frame: Rect, canvas: inout Canvas) {
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette)
        let environment = RenderEnvironment(palette: palette, metrics: metrics.cell, background: palette.tileBackground)
        let view = Text(message).lineLimit(nil).foregroundStyle(.secondaryLabel)
            .frame(fillWidth: true, fillHeight: true, alignment: .center)
        render(view, in: frame, environment: environment, canvas: &canvas)
    }

    /// Draws a tile's view inside the HIG's standard 16 pt margins, measured from the tile's edge.
    private func render(_ view: any View, in frame: Rect, environment: RenderEnvironment, canvas: inout Canvas) {
        ViewRenderer.render(view.padding(.standard), in: frame, canvas: &canvas, environment: environment)
    }
}
