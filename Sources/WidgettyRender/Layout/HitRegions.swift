import WidgettyKit

/// The interactive regions of one frame, recorded as its views are drawn, for input to find what is under a cell.
///
/// The host makes one per frame, starts each widget's tile with
/// `beginWidget(_:tile:)`, and reads `regions` when the frame is done. Only
/// drawing records, never measuring, so a region is where its view was drawn.
/// A later region lies above an earlier one; a tile's tap (`widgetURL`) lies under
/// everything else in its tile. Not `Sendable`: filled by the thread drawing the
/// frame, like `LiveDates`.
public final class HitRegions {
    /// The regions in the order they lie, bottom first.
    public private(set) var regions: [InteractiveRegion] = []
    /// The widget being drawn, its tile's cells on the canvas, whether its links count, and where its regions start.
    private var current: (widget: Int, tile: Rect, takesLinks: Bool, start: Int)?

    /// Creates an empty record.
    public init() {}

    /// Notes that what is drawn next belongs to `widget`, whose tile covers `tile` (clipped to the canvas).
    ///
    /// Without `takesLinks` (a small widget, which WidgetKit makes one target)
    /// its `Link`s record nothing; its tap, buttons and toggles still do.
    public func beginWidget(_ widget: Int, tile: Rect, takesLinks: Bool = true) {
        current = (widget, tile, takesLinks, regions.count)
    }

    /// Records a region doing `action` over `rect`, drawn with or without a bezel, under nothing drawn later;
    /// a URL here is a `Link`'s.
    func record(_ action: WidgetAction, in rect: Rect, hasBezel: Bool, isExact: Bool = false, isListRow: Bool = false) {
        guard let current, !rect.isEmpty else { return }
        if case .openURL = action, !current.takesLinks { return }
        regions.append(InteractiveRegion(rect: rect, widget: current.widget, action: action, hasBezel: hasBezel, isExact: isExact,
                                         isListRow: isListRow))
    }

    /// The widgets whose tiles hold a chart, which the arrows and the pointer scrub.
    public private(set) var chartWidgets: Set<Int> = []

    /// Notes that the current widget draws a chart.
    func recordChart() {
        if let current { chartWidgets.insert(current.widget) }
    }

    /// Records again, in order, the regions a widget's tile recorded in an earlier frame whose cells this one keeps,
    /// and its chart when it drew one (`chartOf`); nothing recorded later belongs to that widget.
    public func keep(_ kept: [InteractiveRegion], chartOf widget: Int?) {
        regions += kept
        if let widget { chartWidgets.insert(widget) }
        current = nil
    }

    /// Records a region doing `action` over the current widget's whole tile, under its other regions.
    func recordTile(_ action: WidgetAction) {
        guard let current, !current.tile.isEmpty else { return }
        regions.insert(InteractiveRegion(rect: current.tile, widget: current.widget, action: action, coversTile: true), at: current.start)
    }
}

extension RenderEnvironment {
    /// Records that the part of `rect` this subtree may draw in on `canvas` does `action`, when regions are recorded;
    /// `hasBezel` when the control is drawn with a fill, a border or a box around it.
    ///
    /// In a list's row (unless `.exactHitTargets()` keeps it to where it is drawn) the region spans the list's width
    /// and only the rows the control takes: a row is its whole line, and never its neighbour's or a heading's.
    func recordRegion(_ action: WidgetAction, in rect: Rect, canvas: Canvas, hasBezel: Bool = false) {
        guard let listColumns, !exactHitTargets else {
            hitRegions?.record(action, in: clipped(rect).intersection(canvas.bounds), hasBezel: hasBezel, isExact: exactHitTargets)
            return
        }
        let row = Rect(x: listColumns.lowerBound, y: rect.y, width: listColumns.count, height: rect.height)
        hitRegions?.record(action, in: clipped(row).intersection(canvas.bounds), hasBezel: hasBezel, isExact: true, isListRow: true)
    }
}
