/// A point of a line joining a series' values in order of x.
public struct LineMark: ChartContent {
    public var marks: [ChartMark]

    /// The line's point at `x`, `y`.
    public init(x: PlottableValue, y: PlottableValue) {
        marks = [ChartMark(kind: .line, x: x, y: y)]
    }
}
