/// A line across the plot: a threshold at a y value, or a selected x.
public struct RuleMark: ChartContent {
    public var marks: [ChartMark]

    /// A horizontal rule at `y` (a limit, a target).
    public init(y: PlottableValue) {
        marks = [ChartMark(kind: .rule, x: nil, y: y)]
    }

    /// A vertical rule at `x` (a selected moment).
    public init(x: PlottableValue) {
        marks = [ChartMark(kind: .rule, x: x, y: nil)]
    }
}
