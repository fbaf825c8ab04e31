import WidgettyKit

/// Draws stacked bars with eighth blocks: a stack's segments along one column (or row) of cells.
///
/// A cell shows one block: the part of the stack that touches its bottom (left)
/// edge in the block's color, and what lies above (right) in the cell's
/// background. A stack that starts inside a cell (a baseline between cells, a
/// bar below zero) draws the block in the background color over a cell filled
/// with the bar's, so bars below the baseline hang from it.
struct ChartBars {
    /// One colored stretch of a stack, in eighths from the plot's bottom (left) edge.
    struct Segment {
        var from: Int
        var to: Int
        var color: SemanticColor
    }

    let environment: RenderEnvironment
    let ascii: Bool

    /// Draws `segments` across the cells `lanes` (columns for vertical bars, rows for horizontal),
    /// in a plot `cells` long along `axis` starting at `origin` (the plot's bottom row or left column).
    func draw(_ segments: [Segment], lanes: Range<Int>, along axis: Axis, origin: Int, cells: Int, canvas: inout Canvas) {
        guard let low = segments.map(\.from).min(), let high = segments.map(\.to).max(), high > low else { return }
        for cell in (low / 8)...min(cells - 1, (high - 1) / 8) {
            let (bottom, top) = (cell * 8, cell * 8 + 8)
            let covering = segments.filter { $0.to > bottom && $0.from < top && $0.to > $0.from }
            guard let first = covering.min(by: { $0.from < $1.from }), let last = covering.max(by: { $0.to < $1.to }) else { continue }
            let (start, end) = (max(bottom, first.from), min(top, last.to))
            let split = min(end, first.to) - bottom
            let (character, style) = look(start: start - bottom, split: split, end: end - bottom, lower: first.color, upper: last.color, along: axis)
            guard let character else { continue }
            for lane in lanes {
                let (x, y) = axis == .vertical ? (lane, origin - cell) : (origin + cell, lane)
                canvas.put(character, x: x, y: y, style: style, clip: environment.clip)
            }
        }
    }

    /// The block and style of a cell filled from eighth `start` to `end` (0...8): up to `split` in `lower`, the rest in `upper`.
    private func look(start: Int, split: Int, end: Int, lower: SemanticColor, upper: SemanticColor, along axis: Axis) -> (Character?, CellStyle) {
        let background = environment.background
        if ascii { return (end - start >= 4 ? "#" : nil, environment.style(for: end - start >= 4 ? upper : lower)) }
        if start == 0 {
            var style = environment.style(for: lower)
            guard end == 8, split < 8, lower != upper else { return (EighthBlocks.block(end, along: axis), style) }
            style.background = environment.palette.color(upper, over: background)
            return (EighthBlocks.block(split, along: axis), style)
        }
        // Filled from inside the cell to its top: the empty part below, drawn in the background color.
        var style = environment.style(for: upper)
        style.foreground = background
        style.background = environment.palette.color(upper, over: background)
        return (EighthBlocks.block(start, along: axis), style)
    }
}
