/// One terminal cell: a grapheme cluster and its style.
///
/// A wide grapheme occupies its cell (width 2) and the next one, which holds
/// a continuation cell (empty text, width 0).
public struct Cell: Sendable, Equatable, Hashable {
    /// The grapheme cluster drawn here; empty for the right half of a wide one.
    public var text: String
    /// 1, 2 for a wide grapheme, 0 for a continuation.
    public var width: UInt8
    public var style: CellStyle
    /// Zeros that fill the cell out to its stride, so that every byte of a row of cells is a field's and rows compare
    /// whole (`Canvas.cellsChanged`): padding would hold whatever memory held before.
    private var filler = Filler()

    /// Five zero bytes.
    private struct Filler: Hashable {
        let first: UInt8 = 0, second: UInt8 = 0, third: UInt8 = 0, fourth: UInt8 = 0, fifth: UInt8 = 0
    }

    /// Creates a cell.
    public init(text: String, width: UInt8, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell in a style.
    public static func blank(_ style: CellStyle) -> Cell { Cell(text: " ", width: 1, style: style) }

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
