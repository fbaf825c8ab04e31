import FoundationEssentials
import Glibc

/// Tick values at familiar steps (1, 2, 2.5 or 5 × 10ⁿ) that cover a range: 0, 5, 10 rather than 0, 3.7, 7.4.
struct ChartTicks: Equatable {
    /// The first and last tick: the axis' range when it fits the data.
    let lower: Double
    let upper: Double
    /// Every tick, from `lower` to `upper`.
    let values: [Double]

    /// The multiples of ten's powers ticks step by, smallest first.
    private static let steps: [Double] = [1, 2, 2.5, 5, 10, 20, 25, 50, 100]

    /// At most `count` ticks (at least two) that cover `low...high`, widened to familiar values.
    ///
    /// A range of one value is widened to include zero (or 0...1 for zero itself), so
    /// a single value or all-equal values stand on an axis rather than a point.
    static func covering(_ low: Double, _ high: Double, count: Int) -> ChartTicks {
        var (low, high) = (min(low, high), max(low, high))
        if !low.isFinite || !high.isFinite { (low, high) = (0, 1) }
        if low == high { (low, high) = low == 0 ? (0, 1) : low > 0 ? (0, low) : (low, 0) }
        let count = max(2, count)
        let raw = (high - low) / Double(count - 1)
        let base = pow(10, floor(log10(raw)))
        guard raw.isFinite, base.isFinite, base > 0 else { return ChartTicks(lower: low, upper: high, values: [low, high]) }
        for multiple in steps {
            let step = multiple * base
            let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
            guard last - first + 1 <= Double(count), let intervals = Int(exactly: last - first) else { continue }
            let values = (0...intervals).map { (first + Double($0)) * step }
            return ChartTicks(lower: values[0], upper: values[intervals], values: values)
        }
        return ChartTicks(lower: low, upper: high, values: [low, high])
    }

    /// The familiar ticks inside a fixed `domain`, with the domain itself as the range.
    static func inside(_ domain: ClosedRange<Double>, count: Int) -> ChartTicks {
        let covering = covering(domain.lowerBound, domain.upperBound, count: count)
        let inside = covering.values.filter { domain.contains($0) }
        return ChartTicks(lower: domain.lowerBound, upper: domain.upperBound,
                          values: inside.isEmpty ? [domain.lowerBound, domain.upperBound] : inside)
    }
}
