/// One axis of the grid in cells: the small tile and the gutter, fitted so that both the
/// small tile and the two-unit tile (medium across, large down) land nearest their points.
///
/// Rounding the small tile and the gutter separately let their errors add up in the
/// two-unit tile (375 x 812's medium came out narrower than 375 x 667's, though it is
/// 7 pt wider). Here the pair is chosen together: the one whose worse tile is closest to
/// its exact conversion, then the one whose gutter is. For every row of the HIG's table
/// both tiles stay within half a cell, except 320 x 568's medium width (0.56 of a cell
/// over): its exact small tile (16.7 columns) and medium tile (34.4) leave no whole gutter
/// of one column or more between two small tiles. Gutters carry the rounding that the
/// identity medium = 2 small + gutter pushes onto them, so they can be off by more.
struct GridAxis: Equatable {
    /// The small tile's length in cells.
    let small: Int
    /// Cells between two tiles; at least one.
    let gutter: Int

    /// Fits the axis for a small tile and a two-unit tile given in points.
    init(small: Double, double: Double, pointsPerCell: Double) {
        let exactSmall = small / pointsPerCell, exactDouble = double / pointsPerCell
        let exactGutter = exactDouble - 2 * exactSmall
        let nearest = Int(exactSmall.rounded())
        var best: (small: Int, gutter: Int, tileError: Double, gutterError: Double)?
        for candidate in max(1, nearest - 1)...(nearest + 1) {
            let gutter = max(1, Int((exactDouble - 2 * Double(candidate)).rounded()))
            let tileError = max(abs(Double(candidate) - exactSmall), abs(Double(2 * candidate + gutter) - exactDouble))
            let gutterError = abs(Double(gutter) - exactGutter)
            if let current = best, (current.tileError, current.gutterError) <= (tileError, gutterError) { continue }
            best = (candidate, gutter, tileError, gutterError)
        }
        self.small = best!.small
        self.gutter = best!.gutter
    }
}
