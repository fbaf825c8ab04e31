/// A width and height in points, as the HIG's tables give them.
public struct PointSize: Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double

    /// Creates a size in points.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}
