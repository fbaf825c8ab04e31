import FoundationEssentials
import WidgettyKit

/// Where marks stand across a chart's plot: in equal slots (bars, categories) or along a continuous axis.
struct ChartPositions {
    /// The distinct positions of a slotted axis, in order; of a continuous one, only its ends (one when they are equal).
    let values: [ChartValue]
    /// Whether positions take equal slots rather than a place proportional to their value.
    let slotted: Bool
    /// The plot's width in cells.
    let width: Int
    private let index: [ChartValue: Int]
    private let low: Double
    private let high: Double

    /// The positions of `marks` and of vertical `rules` across `width` cells; slots when any is a bar or a category.
    /// A continuous axis spans `domain` when one is given (the last hour, however little of it has samples),
    /// else the marks' own ends.
    ///
    /// A continuous axis needs only its ends, found in one pass: a chart of a thousand points
    /// neither sorts nor hashes them.
    init(_ marks: [ChartMark], rules: [ChartMark], width: Int, domain: ClosedRange<Double>? = nil) {
        self.width = width
        slotted = [marks, rules].contains { list in
            list.indices.contains { list[$0].kind == .bar || (list[$0].position.map { $0.continuous == nil } ?? false) }
        }
        guard !slotted else {
            values = ChartMark.positions(of: marks + rules)
            index = Dictionary(values.enumerated().map { ($1, $0) }) { first, _ in first }
            (low, high) = (0, 0)
            return
        }
        var ends: (low: ChartValue, high: ChartValue)?
        var (low, high) = (Double.infinity, -Double.infinity)
        for list in [marks, rules] {
            // Read in place by index: a thousand points are not copied.
            for index in list.indices {
                guard let position = list[index].position, let value = position.continuous, value.isFinite else { continue }
                if value < low { low = value; ends = (position, ends?.high ?? position) }
                if value > high { high = value; ends = (ends?.low ?? position, position) }
            }
        }
        index = [:]
        if let domain, let kind = ends?.low {
            let end = { (value: Double) -> ChartValue in
                if case .date = kind { .date(Date(timeIntervalSince1970: value)) } else { .number(value) }
            }
            values = [end(domain.lowerBound), end(domain.upperBound)]
            (self.low, self.high) = (domain.lowerBound, domain.upperBound)
            return
        }
        values = ends.map { $0.low == $0.high ? [$0.low] : [$0.low, $0.high] } ?? []
        (self.low, self.high) = (low, high)
    }

    /// The cells of the slot at `position`: its first column and its width (from the plot's left edge).
    func slot(_ position: ChartValue) -> (start: Int, width: Int)? {
        guard let i = index[position], !values.isEmpty else { return nil }
        let start = i * width / values.count, end = (i + 1) * width / values.count
        return (start, max(1, end - start))
    }

    /// The dot column (from the left, out of `dots`) of `position`; a slot's middle, or its place between the ends.
    func dot(_ position: ChartValue, dots: Int) -> Int? {
        if slotted {
            guard let slot = slot(position) else { return nil }
            return (slot.start * 2 + slot.width) * dots / (2 * max(1, width))
        }
        guard let value = position.continuous, value.isFinite else { return nil }
        guard let fraction = axisFraction(of: value, from: low, to: high).map({ min(1, max(0, $0)) }) else {
            return (dots - 1) / 2
        }
        return Int(exactly: (fraction * Double(dots - 1)).rounded()) ?? 0
    }
}
