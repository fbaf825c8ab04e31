/// A dot at one value.
public struct PointMark: ChartContent {
    public var marks: [ChartMark]

    /// A dot at `x`, `y`.
    public init(x: PlottableValue, y: PlottableValue) {
        marks = [ChartMark(kind: .point, x: x, y: y)]
    }
}
