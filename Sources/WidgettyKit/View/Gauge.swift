/// A value within a range, shown as a bar filled to its share of the width, as SwiftUI's `Gauge` in its linear style.
///
/// `Gauge(value: 0.42, label: "CPU", currentValueLabel: "42%")` draws the labels on a row above the bar
/// (the label leading, the current value trailing) and the bar under them, in eighths of a cell, in the
/// gauge's tint over a thin track. Without labels it is the bar alone, one row. A value outside the range
/// is drawn at the nearer end.
public struct Gauge: PrimitiveView {
    /// The value shown.
    public var value: Double
    /// The range the bar spans, lowest to highest.
    public var bounds: ClosedRange<Double>
    /// What the gauge measures ("CPU"), drawn above the bar at the leading side.
    public var label: String?
    /// The value in words ("42%"), drawn above the bar at the trailing side.
    public var currentValueLabel: String?
    /// The color role of the filled part.
    public var tint: SemanticColor

    /// A gauge of `value` within `bounds` (0 to 1 unless given), with optional labels above it.
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, label: String? = nil, currentValueLabel: String? = nil) {
        self.value = value
        self.bounds = bounds
        self.label = label
        self.currentValueLabel = currentValueLabel
        tint = .tint
    }

    /// The same gauge with its filled part in `color`.
    public func tint(_ color: SemanticColor) -> Gauge {
        var copy = self
        copy.tint = color
        return copy
    }

    /// The filled share of the bar, from 0 to 1 (0 when the value or range is not a finite, non-empty span).
    public var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard value.isFinite, span.isFinite, span > 0 else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }
}
