import FoundationEssentials

/// Where a series of samples has none for a while (the dashboard was not running, the machine slept): a chart
/// breaks its line there instead of joining the samples on either side as if it knew what lay between.
enum SampleGaps {
    /// How many times the usual spacing two neighbouring samples may lie apart before the space between them is a gap.
    static let tolerance = 2.5

    /// `points` with a point of no value (NaN, which a chart skips and breaks its line at) between any two that lie
    /// further apart than `tolerance` times the median spacing of the series.
    static func marked(_ points: [ChartPoint]) -> [ChartPoint] {
        let spacings = zip(points, points.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
        guard spacings.count >= 2 else { return points }
        let usual = spacings.sorted()[spacings.count / 2]
        guard usual > 0 else { return points }
        var marked: [ChartPoint] = []
        marked.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            if index > 0, spacings[index - 1] > usual * tolerance {
                marked.append(ChartPoint(date: points[index - 1].date.addingTimeInterval(spacings[index - 1] / 2), value: .nan))
            }
            marked.append(point)
        }
        return marked
    }
}
