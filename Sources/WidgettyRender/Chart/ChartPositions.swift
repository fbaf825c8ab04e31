import WidgettyKit

/// Where marks stand across a chart's plot: in equal slots (bars, categories) or along a continuous axis.
struct ChartPositions {
    /// The distinct positions, in order (by value on a continuous axis, else as first given).
    let values: [ChartValue]
    /// Whether positions take equal slots rather than a place proportional to their value.
    let slotted: Bool
    /// The plot's width in cells.
    let width: Int
    private let index: [ChartValue: Int]
    private let low: Double
    private let high: Double

    /// The positions of `marks` across `width` cells; slots when any is a bar or a category.
    init(_ marks: [ChartMark], width: Int) {
        var seen = Set<ChartValue>(), ordered: [ChartValue] = []
        for mark in marks { if let position = mark.position, seen.insert(position).inserted { ordered.append(position) } }
        slotted = marks.contains { $0.kind == .bar } || ordered.contains { $0.continuous == nil }
        if !slotted { ordered.sort { ($0.continuous ?? 0) < ($1.continuous ?? 0) } }
        values = ordered
        self.width = width
        index = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
        let numbers = ordered.compactMap(\.continuous)
        (low, high) = (numbers.min() ?? 0, numbers.max() ?? 0)
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
        let span = high - low
        guard span > 0 else { return (dots - 1) / 2 }
        let fraction = min(1, max(0, (value - low) / span))
        return Int(exactly: (fraction * Double(dots - 1)).rounded()) ?? 0
    }

    /// The position nearest to `target` (a selected x), or nil when there are none.
    func nearest(_ target: ChartValue) -> ChartValue? {
        if index[target] != nil { return target }
        guard let goal = target.continuous else { return nil }
        return values.min { abs(($0.continuous ?? .infinity) - goal) < abs(($1.continuous ?? .infinity) - goal) }
    }
}
