import WidgettyKit

/// A day's low-to-high range as a one-row bar on a scale shared by several days, like the iOS weather widget's.
///
/// The range is drawn heavy in the tint; the rest of the scale is a thin track;
/// `marker` (the temperature now, for today) is a dot on the bar. The bar
/// takes the width it is given.
struct RangeBar: View {
    let range: ClosedRange<Double>
    let scale: ClosedRange<Double>
    let marker: Double?

    /// A bar between two temperatures in either order (a server may send a low above the high).
    init(from first: Double, to second: Double, scale: ClosedRange<Double>, marker: Double?) {
        range = first <= second ? first...second : second <= first ? second...first : 0...0
        self.scale = scale
        self.marker = marker
    }

    var body: any View {
        GeometryReader { proxy in
            let width = proxy.size.columns
            return HStack(spacing: 0) {
                for index in 0..<width {
                    let (symbol, color) = cell(at: index, of: width)
                    Text(symbol).foregroundStyle(color)
                }
            }
        }
        .frame(height: 1)
    }

    /// The cell at `index` of a bar `width` cells wide: dot, bar or track.
    private func cell(at index: Int, of width: Int) -> (String, SemanticColor) {
        if let marker, column(of: marker, width: width) == index { return ("●", .label) }
        let (start, end) = (column(of: range.lowerBound, width: width), column(of: range.upperBound, width: width))
        return (start...end).contains(index) ? ("━", .orange) : ("─", .separator)
    }

    /// The column a temperature falls on in a bar `width` cells wide.
    private func column(of value: Double, width: Int) -> Int {
        let span = max(scale.upperBound - scale.lowerBound, 0.001)
        let fraction = (min(max(value, scale.lowerBound), scale.upperBound) - scale.lowerBound) / span
        return min(width - 1, Int(exactly: (fraction * Double(width - 1)).rounded()) ?? 0)
    }
}
