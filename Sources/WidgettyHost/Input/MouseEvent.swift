/// A mouse event in cells (SGR mode 1006): a press, a release, motion, or a turn of the wheel.
public struct MouseEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        case press, release, motion
        /// One notch of the wheel: negative up, positive down.
        case wheel(Int)
    }

    /// Which button: 0 left, 1 middle, 2 right (and 3… for the rest); nil for motion with no button held.
    public var button: Int?
    public var kind: Kind
    /// The cell, from 0 at the top left.
    public var column: Int
    public var row: Int
    public var modifiers: KeyModifiers

    /// An event at a cell.
    public init(kind: Kind, button: Int?, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
