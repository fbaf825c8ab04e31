/// A tile the mouse is dragging in edit mode: where it was picked up and where the pointer is now, in screen cells.
public struct TileDrag: Sendable, Equatable {
    /// The slot of the tile being dragged.
    public var slot: Int
    /// The cell the pointer is over now.
    public var column: Int
    public var row: Int

    /// A drag of the tile of `slot`, the pointer at a cell.
    public init(slot: Int, column: Int, row: Int) {
        self.slot = slot
        self.column = column
        self.row = row
    }
}
