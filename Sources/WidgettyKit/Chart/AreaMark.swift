/// A point of a line whose area down to the baseline is filled.
public struct AreaMark: ChartContent {
    public var marks: [ChartMark]

    /// The area's top at `x`, `y`.
    public init(x: PlottableValue, y: PlottableValue) {
        marks = [ChartMark(kind: .area, x: x, y: y)]
    }
}
