/// Which small units of the grid are taken; finds the first free place for a tile.
struct UnitOccupancy {
    let columns: Int
    private var taken: [[Bool]] = []

    init(columns: Int) {
        self.columns = columns
    }

    /// Takes the first place, row by row and left to right, where a tile of the size fits.
    mutating func place(columns width: Int, rows height: Int) -> (row: Int, column: Int) {
        var row = 0
        while true {
            for column in 0...(columns - width) where isFree(row: row, column: column, width: width, height: height) {
                take(row: row, column: column, width: width, height: height)
                return (row, column)
            }
            row += 1
        }
    }

    private func isFree(row: Int, column: Int, width: Int, height: Int) -> Bool {
        for r in row..<(row + height) where r < taken.count {
            for c in column..<(column + width) where taken[r][c] { return false }
        }
        return true
    }

    private mutating func take(row: Int, column: Int, width: Int, height: Int) {
        while taken.count < row + height { taken.append(Array(repeating: false, count: columns)) }
        for r in row..<(row + height) {
            for c in column..<(column + width) { taken[r][c] = true }
        }
    }
}
