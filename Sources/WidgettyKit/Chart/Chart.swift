import FoundationEssentials

/// A chart of marks, as in Swift Charts: bars, lines, points, areas and rules over dates, numbers or categories.
///
/// A chart takes the whole space it is offered and fits its axes, labels and
/// legend inside; the renderer draws lines, areas and points on a braille grid
/// and bars with eighth blocks.
public struct Chart: PrimitiveView {
    /// Every mark, in the order given.
    public var marks: [ChartMark]
    /// A fixed range for the measured numbers (0...100 for percentages); nil to fit the data.
    public var yDomain: ClosedRange<Double>?
    /// A fixed range of positions on a continuous axis (the last hour, as seconds since 1970 for dates); nil to fit the data.
    public var xDomain: ClosedRange<Double>?
    /// What the measured numbers are, for axis labels and the description.
    public var unit: ChartUnit = .number
    /// Colors chosen for named series, over the default order.
    public var seriesColors: [String: SemanticColor] = [:]
    /// Whether a legend is drawn when there is more than one series.
    public var showsLegend = true
    /// Whether the value axis' labels are drawn (the category names of horizontal bars).
    public var showsYAxis = true
    /// Whether the position axis' labels are drawn (below the plot).
    public var showsXAxis = true
    /// What the chart shows, in a few words ("CPU over the last hour"), which starts its description.
    public var label: String?
    /// The position whose value is picked out with a rule and a label (scrubbing).
    public var selection: ChartValue?

    /// A chart of the marks the closure builds.
    public init(@ChartContentBuilder content: () -> [ChartMark]) {
        marks = content()
    }

    /// A chart with the marks the closure builds for each element of `data`.
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }

    /// Fixes the range of the measured numbers; values outside it are clipped and marked.
    public func chartYScale(domain: ClosedRange<Double>) -> Chart {
        var copy = self
        copy.yDomain = domain.lowerBound.isFinite && domain.upperBound.isFinite ? domain : nil
        return copy
    }

    /// Spans the position axis over `domain` (a window of time), whatever part of it the marks cover:
    /// marks stand by their dates, and the part with none stays empty.
    public func chartXScale(domain: ClosedRange<Date>) -> Chart {
        var copy = self
        let (lower, upper) = (domain.lowerBound.timeIntervalSince1970, domain.upperBound.timeIntervalSince1970)
        copy.xDomain = lower.isFinite && upper.isFinite && lower < upper ? lower...upper : nil
        return copy
    }

    /// Writes the measured numbers in `unit` on the axis and in the description.
    public func chartYAxis(unit: ChartUnit) -> Chart {
        var copy = self
        copy.unit = unit
        return copy
    }

    /// Shows or hides the value axis' labels, as Swift Charts' `chartYAxis(.hidden)`.
    public func chartYAxis(_ visibility: ChartAxisVisibility) -> Chart {
        var copy = self
        copy.showsYAxis = visibility == .visible
        return copy
    }

    /// Shows or hides the position labels below the plot, as Swift Charts' `chartXAxis(.hidden)`.
    public func chartXAxis(_ visibility: ChartAxisVisibility) -> Chart {
        var copy = self
        copy.showsXAxis = visibility == .visible
        return copy
    }

    /// Colors named series, as Swift Charts' `chartForegroundStyleScale`.
    public func chartForegroundStyleScale(_ colors: [String: SemanticColor]) -> Chart {
        var copy = self
        copy.seriesColors.merge(colors) { $1 }
        return copy
    }

    /// Shows or hides the legend of a chart with several series.
    public func chartLegend(_ visible: Bool) -> Chart {
        var copy = self
        copy.showsLegend = visible
        return copy
    }

    /// Names what the chart shows; its description starts with these words.
    public func accessibilityLabel(_ label: String) -> Chart {
        var copy = self
        copy.label = label
        return copy
    }

    /// Picks out the value at `x` with a rule and a label, as a scrubbed chart does.
    public func chartXSelection(value x: ChartValue?) -> Chart {
        var copy = self
        copy.selection = x
        return copy
    }
}
