import WidgettyKit
import WidgettyRender

/// Places tiles on the grid: config order, first fit, left to right, top to bottom (ARCHITECTURE.md, "Sizes and the grid").
public struct HomeScreenLayout: Sendable, Equatable {
    /// Rows above the first tile (the status bar's place on a phone).
    public static let topMargin = 1

    /// One placement per slot, in slot order.
    public let placements: [TilePlacement]
    /// Columns of small units in use.
    public let unitsAcross: Int
    /// Rows the whole home screen needs; more than the terminal's means it scrolls.
    public let contentHeight: Int
    /// True when the terminal cannot show even one small tile.
    public let isTooSmall: Bool
    /// The grid sizes used.
    public let metrics: GridMetrics

    /// Lays out slots of the given families on a terminal of `terminal` cells.
    public init(families: [WidgetFamily], terminal: Size, device: DeviceSetting) {
        let metrics = GridMetrics(device: device.profile)
        self.metrics = metrics
        var units = metrics.unitsAcross(terminal.width)
        if case .fixed = device { units = min(units, metrics.deviceUnits) }
        if units == 0, terminal.width >= metrics.minimumTerminal.width { units = 1 }
        unitsAcross = units
        isTooSmall = units == 0 || terminal.height < metrics.minimumTerminal.height
        guard !isTooSmall else {
            placements = []
            contentHeight = 0
            return
        }
        let left = (terminal.width - metrics.span(units)) / 2
        var occupancy = UnitOccupancy(columns: units)
        var placements: [TilePlacement] = []
        for (slot, family) in families.enumerated() {
            let wanted = family.units
            let fits = wanted.columns <= units && !(family == .extraLarge && units < 4)
            let columns = min(wanted.columns, units), rows = wanted.rows
            let origin = occupancy.place(columns: columns, rows: rows)
            let frame = Rect(
                x: left + origin.column * (metrics.small.width + metrics.horizontalGutter),
                y: Self.topMargin + origin.row * (metrics.small.height + metrics.verticalGutter),
                width: metrics.span(columns), height: metrics.spanDown(rows))
            placements.append(TilePlacement(slot: slot, family: family, frame: frame, fits: fits))
        }
        self.placements = placements
        contentHeight = (placements.map(\.frame.maxY).max() ?? Self.topMargin) + 1
    }
}
