/// A grid of cells that a whole frame is built in before it reaches the terminal.
public struct Canvas: Sendable, Equatable {
    /// The size in cells.
    public let size: Size
    /// Cells row by row.
    public internal(set) var cells: [Cell]

    /// A canvas filled with blanks in `style`.
    public init(size: Size, style: CellStyle) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: .blank(style), count: self.size.width * self.size.height)
    }

    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The cell at a column and row.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Fills a rectangle with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let blank = Cell.blank(style)
        for y in area.y..<area.maxY {
            // Only a row's two end cells can cut a wide grapheme that reaches outside the area (`set` blanks its other
            // half); every cell between them is replaced, so it is set directly (a tile's chrome fills its whole tile).
            set(blank, x: area.x, y: y)
            if area.width > 1 { set(blank, x: area.maxX - 1, y: y) }
            let row = y * size.width
            for x in (area.x + 1)..<max(area.x + 1, area.maxX - 1) { cells[row + x] = blank }
        }
    }

    /// Changes the background of a rectangle, keeping what is drawn there.
    public mutating func paintBackground(_ rect: Rect, color: RGB) {
        restyle(rect) { $0.background = color }
    }

    /// Changes the style of every cell of a rectangle, keeping what is drawn there.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { change(&cells[y * size.width + x].style) }
        }
    }

    /// Writes text from a cell onward, clipped to `clip`; returns the cells used.
    ///
    /// The text is cleaned of control characters first. A wide grapheme that
    /// would cross the clip's edge is not drawn.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return 0 }
        var column = x
        for character in TextSanitizer.clean(text) {
            let width = GraphemeWidth.of(character)
            if width == 0 { continue }
            if column + width > area.maxX { break }
            if column >= area.x {
                // A no-break space only keeps its neighbours on one line (`TextWrap`); drawn, it is a space.
                let text = character == "\u{A0}" ? " " : String(character)
                set(Cell(text: text, width: UInt8(width), style: style), x: column, y: y)
                if width == 2 { set(Cell(text: "", width: 0, style: style), x: column + 1, y: y) }
            }
            column += width
        }
        return column - x
    }

    /// Sets one cell to a character the renderer chose itself (a braille pattern, a block, a rule),
    /// one cell wide and never text from data, so it is neither cleaned nor measured; clipped to `clip`.
    mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle, clip: Rect?) {
        let area = (clip ?? bounds).intersection(bounds)
        guard area.contains(x: x, y: y) else { return }
        set(Cell(text: String(character), width: 1, style: style), x: x, y: y)
    }

    /// Sets one cell, blanking the other half of any wide grapheme it cuts.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0, cells[index - 1].width == 2 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }
}
