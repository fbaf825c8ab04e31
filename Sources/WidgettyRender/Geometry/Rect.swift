/// A rectangle of terminal cells: column `x`, row `y`, and a size.
public struct Rect: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle from its top-left cell and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: Size { Size(width: width, height: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle shrunk by the given cells on each side (never negative).
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(x: x + horizontal, y: y + vertical,
             width: max(0, width - 2 * horizontal), height: max(0, height - 2 * vertical))
    }

    /// The part shared with another rectangle.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether a cell lies inside.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    public var description: String { "\(width)x\(height)@\(x),\(y)" }
}
