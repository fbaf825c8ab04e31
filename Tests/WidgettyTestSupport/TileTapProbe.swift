import WidgettyKit
import WidgettyRender

/// What acting on a widget's tile outside its links and buttons does (its `widgetURL` or `widgetIntent`), as a
/// frame records it.
public enum TileTapProbe {
    /// The action of the region `view`, drawn at `columns` × `rows`, records over its whole tile; nil when it records none.
    public static func action(of view: any View, columns: Int, rows: Int) -> WidgetAction? {
        regions(of: view, columns: columns, rows: rows).first { $0.coversTile }?.action
    }

    /// The regions `view` records drawn at `columns` × `rows`.
    private static func regions(of view: any View, columns: Int, rows: Int) -> [InteractiveRegion] {
        drawn(view, columns: columns, rows: rows).regions
    }

    /// `view` drawn at `columns` × `rows` on a tile of `palette`, which is the whole canvas, and the regions it records.
    public static func drawn(_ view: any View, columns: Int, rows: Int, palette: Palette = Palette(scheme: .dark))
        -> (canvas: Canvas, regions: [InteractiveRegion]) {
        var canvas = Canvas(size: Size(width: columns, height: rows), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        let regions = HitRegions()
        regions.beginWidget(0, tile: canvas.bounds)
        environment.hitRegions = regions
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return (canvas, regions.regions)
    }

    /// The actions of the links and buttons `view`, drawn at `columns` × `rows`, records, in reading order.
    public static func elementActions(of view: any View, columns: Int, rows: Int) -> [WidgetAction] {
        regions(of: view, columns: columns, rows: rows).filter { !$0.coversTile }
            .sorted { ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }.map(\.action)
    }

    /// The intent a tap on `view` performs; nil when its tap opens a URL or does nothing.
    public static func intent(of view: any View, columns: Int, rows: Int) -> (any WidgetIntent)? {
        guard case .perform(let intent, _)? = action(of: view, columns: columns, rows: rows) else { return nil }
        return intent
    }
}
