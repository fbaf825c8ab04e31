/// A width and height in terminal cells.
public struct Size: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Creates a size in cells.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }
}
