/// A widget's size, both in terminal cells and in the HIG's points.
public struct DisplaySize: Sendable, Equatable {
    /// Columns of terminal cells.
    public var columns: Int
    /// Rows of terminal cells.
    public var rows: Int
    /// Width in points, as the HIG's tables give it.
    public var widthPoints: Double
    /// Height in points, as the HIG's tables give it.
    public var heightPoints: Double

    /// Creates a size from cells and the points they stand for.
    public init(columns: Int, rows: Int, widthPoints: Double, heightPoints: Double) {
        self.columns = columns
        self.rows = rows
        self.widthPoints = widthPoints
        self.heightPoints = heightPoints
    }
}
