/// One series of a chart: its name (nil for marks without one) and the color it is drawn in.
public struct ChartSeries: Sendable, Equatable {
    public var name: String?
    public var color: SemanticColor

    /// The colors series take in turn when the chart names none, as Swift Charts' default scale.
    public static let defaultColors: [SemanticColor] = [.blue, .green, .orange, .purple, .pink, .teal, .yellow, .red, .indigo]
}

extension Chart {
    /// The chart's series in order of first appearance, each with its color.
    public var series: [ChartSeries] {
        var seen: [String?] = []
        for index in marks.indices where marks[index].kind != .rule && !seen.contains(marks[index].series) { seen.append(marks[index].series) }
        return seen.enumerated().map { index, name in
            let fallback = seen.count == 1 && name == nil ? SemanticColor.tint : ChartSeries.defaultColors[index % ChartSeries.defaultColors.count]
            return ChartSeries(name: name, color: name.flatMap { seriesColors[$0] } ?? fallback)
        }
    }

    /// The color `mark` is drawn in: its own, its series', or the tint.
    public func color(of mark: ChartMark, in series: [ChartSeries]) -> SemanticColor {
        if let color = mark.color { return color }
        if mark.kind == .rule { return .secondaryLabel }
        return series.first { $0.name == mark.series }?.color ?? .tint
    }
}
