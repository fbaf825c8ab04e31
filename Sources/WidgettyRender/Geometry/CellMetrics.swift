/// How many points one terminal cell stands for; a cell is about twice as tall as wide.
public struct CellMetrics: Sendable, Equatable {
    /// Points per column.
    public var pointsPerColumn: Double
    /// Points per row.
    public var pointsPerRow: Double

    /// Creates metrics from points per column and per row.
    public init(pointsPerColumn: Double, pointsPerRow: Double) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
    }

    /// 414 pt across 49 columns: a 49-column pane holds a 414 x 896 phone.
    public static let phone = CellMetrics(pointsPerColumn: 414.0 / 49.0, pointsPerRow: 2 * 414.0 / 49.0)

    /// Whole columns nearest to a length in points.
    public func columns(forPoints points: Double) -> Int { Int((points / pointsPerColumn).rounded()) }

    /// Whole rows nearest to a length in points.
    public func rows(forPoints points: Double) -> Int { Int((points / pointsPerRow).rounded()) }
}
