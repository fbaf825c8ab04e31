/// Scrubbing: moving a chart's selected x from one plotted position to the next, as `←`/`→` will.
extension Chart {
    /// The plotted positions in order along the x axis (by value; categories as first given).
    public var positions: [ChartValue] { ChartMark.positions(of: marks.filter(\.isPlottable)) }

    /// The position `steps` away from `selection` (negative: to the left), held at the ends; with nothing
    /// selected (or a selection no longer plotted) a scrub starts from the latest position.
    public func selection(movedBy steps: Int, from selection: ChartValue?) -> ChartValue? {
        let positions = positions
        guard !positions.isEmpty else { return nil }
        guard let selection, let index = positions.firstIndex(of: selection) else { return positions.last }
        return positions[min(positions.count - 1, max(0, index + steps))]
    }
}
