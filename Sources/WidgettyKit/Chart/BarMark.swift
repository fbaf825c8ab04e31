/// A bar from the zero baseline: vertical for `x` a position and `y` a number, horizontal for `x` a number and `y` a category.
public struct BarMark: ChartContent {
    public var marks: [ChartMark]

    /// A bar at `x` as tall as `y` (or, with a category `y`, as long as `x`).
    public init(x: PlottableValue, y: PlottableValue) {
        marks = [ChartMark(kind: .bar, x: x, y: y)]
    }
}
