/// Maps numbers in a range onto steps along an axis (dots or eighths of a cell), 0 at the range's lower end.
struct ChartScale {
    let lower: Double
    let upper: Double
    /// The steps along the axis: the top step is `length - 1` for dots, `length` for edges of eighths.
    let length: Int

    /// Where a value lies outside the range.
    enum Overflow: Equatable { case below, above }

    /// `value`'s place in steps, rounded and clamped to `0...limit`, and whether it lies beyond the range.
    func step(_ value: Double, limit: Int) -> (step: Int, overflow: Overflow?) {
        if value > upper { return (limit, .above) }
        if value < lower { return (0, .below) }
        let fraction = axisFraction(of: value, from: lower, to: upper) ?? 0.5
        let scaled = (fraction * Double(limit)).rounded()
        return (Int(exactly: scaled).map { min(limit, max(0, $0)) } ?? 0, nil)
    }
}
