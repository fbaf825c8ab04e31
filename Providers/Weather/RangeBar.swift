import WidgettyKit

/// A day's low-to-high range as a bar on a scale shared by several days, like the iOS weather widget's.
///
/// The range is drawn heavy in the tint; the rest of the scale is a thin track;
/// `marker` (the temperature now, for today) is a dot on the bar.
struct RangeBar {
    let range: ClosedRange<Double>
    let scale: ClosedRange<Double>
    let width: Int
    let marker: Double?

    /// A bar between two temperatures in either order (a server may send a low above the high).
    init(from first: Double, to second: Double, scale: ClosedRange<Double>, width: Int, marker: Double?) {
        range = first <= second ? first...second : second <= first ? second...first : 0...0
        self.scale = scale
        self.width = width
        self.marker = marker
    }

    var body: any View {
        let cells = (0..<width).map { cell(at: $0) }
        return HStack(spacing: 0) {
            for (symbol, color) in cells { Text(symbol).foregroundStyle(color) }
        }
    }

    /// The cell at `index`: dot, bar or track.
    private func cell(at index: Int) -> (String, SemanticColor) {
        if let marker, column(of: marker) == index { return ("●", .label) }
        let (start, end) = (column(of: range.lowerBound), column(of: range.upperBound))
        return (start...end).contains(index) ? ("━", .orange) : ("─", .separator)
    }

    /// The column a temperature falls on.
    private func column(of value: Double) -> Int {
        let span = max(scale.upperBound - scale.lowerBound, 0.001)
        let fraction = (min(max(value, scale.lowerBound), scale.upperBound) - scale.lowerBound) / span
        return min(width - 1, Int(exactly: (fraction * Double(width - 1)).rounded()) ?? 0)
    }
}
