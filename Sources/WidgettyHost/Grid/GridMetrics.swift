import WidgettyKit
import WidgettyRender

/// Tile and gutter sizes in cells, derived from a device's points by one rule.
///
/// The small tile and the gutters are fitted together from points (``GridAxis``);
/// every larger family is built from them, so medium = 2 small + gutter across and
/// large = 2 small + gutter down hold exactly.
public struct GridMetrics: Sendable, Equatable {
    public let device: DeviceProfile
    public let cell: CellMetrics
    /// The small tile, in cells.
    public let small: Size
    /// Columns between tiles.
    public let horizontalGutter: Int
    /// Rows between tiles.
    public let verticalGutter: Int
    /// Columns from the screen's edge to the grid, in the device's own proportions.
    public let sideMargin: Int
    /// How many small units the device has across: 2 on phones, 4 on the iPad.
    public let deviceUnits: Int
    /// The device's screen width in columns.
    public let screenColumns: Int

    /// Derives the grid for a device at a cell size.
    public init(device: DeviceProfile, cell: CellMetrics = .phone) {
        self.device = device
        self.cell = cell
        let across = GridAxis(small: device.small.width, double: device.medium.width, pointsPerCell: cell.pointsPerColumn)
        let down = GridAxis(small: device.small.height, double: device.large.height, pointsPerCell: cell.pointsPerRow)
        small = Size(width: across.small, height: down.small)
        horizontalGutter = across.gutter
        verticalGutter = down.gutter
        let units = device.extraLarge == nil ? 2 : 4
        let width = units * small.width + (units - 1) * horizontalGutter
        deviceUnits = units
        screenColumns = cell.columns(forPoints: device.screen.width)
        sideMargin = max(1, (screenColumns - width) / 2)
    }

    /// A family's tile size in cells.
    public func size(of family: WidgetFamily) -> Size {
        let units = family.units
        return Size(width: span(units.columns), height: spanDown(units.rows))
    }

    /// Width in cells of `units` small units side by side.
    public func span(_ units: Int) -> Int { units * small.width + max(0, units - 1) * horizontalGutter }

    /// Height in cells of `units` small units stacked.
    public func spanDown(_ units: Int) -> Int { units * small.height + max(0, units - 1) * verticalGutter }

    /// The most small units that fit across `columns` with the side margins.
    public func unitsAcross(_ columns: Int) -> Int {
        var units = 0
        while span(units + 1) + 2 * sideMargin <= columns { units += 1 }
        return units
    }


    /// The smallest terminal that shows one small tile.
    public var minimumTerminal: Size { Size(width: small.width + 2, height: small.height + 2) }

    /// A widget context's display size for a family: cells and the points they stand for.
    public func displaySize(of family: WidgetFamily) -> DisplaySize {
        let cells = size(of: family)
        let points = device.points(for: family)
        return DisplaySize(
            columns: cells.width, rows: cells.height,
            widthPoints: points?.width ?? Double(cells.width) * cell.pointsPerColumn,
            heightPoints: points?.height ?? Double(cells.height) * cell.pointsPerRow)
    }
}
