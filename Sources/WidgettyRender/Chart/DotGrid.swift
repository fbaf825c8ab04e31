/// A grid of dots over a region of cells: braille's 2 × 4 dots per cell, or one "dot" per cell for ASCII.
///
/// Each cell remembers the series that last drew in it, whose color it is drawn in.
struct DotGrid {
    let columns: Int
    let rows: Int
    /// Dots across and down one cell.
    let dotsAcross: Int
    let dotsDown: Int
    /// The dots set in each cell, as braille's bit pattern (or 1 for ASCII).
    private(set) var bits: [UInt8]
    /// The series index that last drew in each cell.
    private(set) var owners: [Int]
    /// The ASCII character for each cell (unused with braille).
    private(set) var inks: [Character]

    /// An empty grid of `columns` × `rows` cells, in braille or one dot per cell.
    init(columns: Int, rows: Int, braille: Bool) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        (dotsAcross, dotsDown) = braille ? (2, 4) : (1, 1)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        owners = Array(repeating: 0, count: self.columns * self.rows)
        inks = Array(repeating: " ", count: self.columns * self.rows)
    }

    /// Dots across the whole grid.
    var width: Int { columns * dotsAcross }
    /// Dots down the whole grid.
    var height: Int { rows * dotsDown }

    /// Braille's bit for the dot at column 0–1, row 0–3 of a cell (dots 1-2-3-7 down the left, 4-5-6-8 down the right).
    private static let braille: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot at `x`, `y` (from the top left) for series `owner`; `ink` is its ASCII character.
    mutating func set(_ x: Int, _ y: Int, owner: Int, ink: Character) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = (y / dotsDown) * columns + x / dotsAcross
        bits[index] |= dotsAcross == 2 ? Self.braille[x % 2][y % 4] : 1
        owners[index] = owner
        // A line's mark wins over the fill below it in ASCII.
        if inks[index] == " " || ink != "#" { inks[index] = ink }
    }

    /// Sets the dots of a straight line from one dot to another (Bresenham's).
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), owner: Int, ink: Character) {
        var (x, y) = start
        let (dx, dy) = (abs(end.x - x), -abs(end.y - y))
        let (sx, sy) = (x < end.x ? 1 : -1, y < end.y ? 1 : -1)
        var error = dx + dy
        while true {
            set(x, y, owner: owner, ink: ink)
            if x == end.x && y == end.y { return }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
    }

    /// Sets every dot of column `x` from row `top` to row `bottom`.
    mutating func fill(column x: Int, from top: Int, to bottom: Int, owner: Int, ink: Character) {
        for y in min(top, bottom)...max(top, bottom) { set(x, y, owner: owner, ink: ink) }
    }

    /// Shades column `x` from row `top` to row `bottom` lightly: every other dot row in braille, so an area reads as a
    /// light fill under its line rather than a solid block; every cell for ASCII, which has no lighter mark.
    mutating func shade(column x: Int, from top: Int, to bottom: Int, owner: Int, ink: Character) {
        guard dotsDown > 1 else { return fill(column: x, from: top, to: bottom, owner: owner, ink: ink) }
        for y in min(top, bottom)...max(top, bottom) where y % 2 == 1 { set(x, y, owner: owner, ink: ink) }
    }

    /// Whether anything is drawn in the cell at `column`, `row`.
    func isInked(_ column: Int, _ row: Int) -> Bool { bits[row * columns + column] != 0 }

    /// The character for the cell at `column`, `row`: its braille pattern, or its ASCII ink.
    func character(_ column: Int, _ row: Int) -> Character {
        let index = row * columns + column
        if dotsAcross == 1 { return inks[index] }
        return Character(Unicode.Scalar(0x2800 + UInt32(bits[index])) ?? " ")
    }

    /// The series that last drew in the cell at `column`, `row`.
    func owner(_ column: Int, _ row: Int) -> Int { owners[row * columns + column] }
}
