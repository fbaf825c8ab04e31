/// Which cells of a canvas may differ from an earlier canvas's of the same size (`Canvas.cellsChanged(since:)`):
/// false for a cell of the same bytes, which is the same cell; true may still be an equal cell.
public struct CanvasChanges: Sendable, Equatable {
    /// The canvases' width in cells.
    public let width: Int
    /// For each cell, row by row.
    public let cells: [Bool]
    /// For each row: whether any of its cells may differ.
    public let rows: [Bool]

    /// The changes of a canvas `width` cells wide, cell by cell and row by row.
    public init(width: Int, cells: [Bool], rows: [Bool]) {
        self.width = width
        self.cells = cells
        self.rows = rows
    }

    /// Whether the cell at a column and row may differ.
    public func mayDiffer(x: Int, y: Int) -> Bool {
        cells[y * width + x]
    }
}
