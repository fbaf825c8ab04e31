import WidgettyRender

/// Finds what a pointer at a cell means, as the HIG sizes targets: padded, never smaller than 44 × 44 pt,
/// and the space between neighbours split so no gap is left.
///
/// Each target's rectangle is first grown, centered, to the minimum size, then padded by
/// 12 pt when the element shows a bezel (a tile's outline, a bordered button) and 24 pt
/// when it does not, converted to cells by the grid's `CellMetrics`. A cell inside several
/// grown rectangles goes to the target drawn nearest it; a cell outside all of them but between
/// two targets facing each other along its row or column goes to the nearer of the two,
/// so neighbours share the gap between them. Elsewhere (the screen's margins) is no target.
public struct HitTesting<Target: Sendable>: Sendable {
    /// A target, the cells it is drawn in, and whether it shows a bezel.
    public struct Element: Sendable {
        public var frame: Rect
        public var target: Target
        public var hasBezel: Bool
        /// Answers only in `frame`: no minimum size, no padding, no share of a gap.
        public var isExact: Bool

        /// An element drawn in `frame`, with or without a visible bezel; `isExact` to keep it to `frame`.
        public init(frame: Rect, target: Target, hasBezel: Bool, isExact: Bool = false) {
            self.frame = frame
            self.target = target
            self.hasBezel = hasBezel
            self.isExact = isExact
        }
    }

    /// The HIG's smallest target, in points.
    static var minimumPoints: Double { 44 }
    /// The padding around an element with a bezel, in points.
    static var bezelPaddingPoints: Double { 12 }
    /// The padding around an element without one, in points.
    static var plainPaddingPoints: Double { 24 }

    private let elements: [Element]
    private let metrics: CellMetrics

    /// Hit testing over `elements` on a grid of `metrics`.
    public init(_ elements: [Element], metrics: CellMetrics) {
        self.elements = elements
        self.metrics = metrics
    }

    /// The target at a cell, if any.
    public func target(atColumn column: Int, row: Int) -> Target? {
        let sized = elements.map { $0.isExact ? $0.frame : grownToMinimum($0.frame) }
        let inside = elements.indices.filter { index in
            (elements[index].isExact ? sized[index] : padded(sized[index], bezel: elements[index].hasBezel)).contains(x: column, y: row)
        }
        // Nearest by the cells drawn, not the grown rectangles: two one-row toggles on adjacent rows both grow over
        // each other's row, and the one drawn under the pointer must win.
        if let nearest = inside.min(by: { distance(from: elements[$0].frame, column, row) < distance(from: elements[$1].frame, column, row) }) {
            return elements[nearest].target
        }
        return between(column, row, sized: sized).map { elements[$0].target }
    }

    /// The rectangle grown, around its center, to at least the minimum target size.
    func grownToMinimum(_ frame: Rect) -> Rect {
        let width = max(frame.width, metrics.columns(forPoints: Self.minimumPoints))
        let height = max(frame.height, metrics.rows(forPoints: Self.minimumPoints))
        return Rect(x: frame.x - (width - frame.width) / 2, y: frame.y - (height - frame.height) / 2, width: width, height: height)
    }

    /// The rectangle with the padding an element with or without a bezel gets.
    func padded(_ frame: Rect, bezel: Bool) -> Rect {
        let points = bezel ? Self.bezelPaddingPoints : Self.plainPaddingPoints
        let columns = metrics.columns(forPoints: points), rows = metrics.rows(forPoints: points)
        return Rect(x: frame.x - columns, y: frame.y - rows, width: frame.width + 2 * columns, height: frame.height + 2 * rows)
    }

    /// The nearer of the two elements facing each other across the cell along its row, or else its column.
    private func between(_ column: Int, _ row: Int, sized: [Rect]) -> Int? {
        let acrossRow = sized.indices.filter { !elements[$0].isExact && (sized[$0].y..<sized[$0].maxY).contains(row) }
        let left = acrossRow.filter { sized[$0].maxX <= column }.max { sized[$0].maxX < sized[$1].maxX }
        let right = acrossRow.filter { sized[$0].x > column }.min { sized[$0].x < sized[$1].x }
        if let left, let right { return column - sized[left].maxX + 1 <= sized[right].x - column ? left : right }
        let acrossColumn = sized.indices.filter { !elements[$0].isExact && (sized[$0].x..<sized[$0].maxX).contains(column) }
        let above = acrossColumn.filter { sized[$0].maxY <= row }.max { sized[$0].maxY < sized[$1].maxY }
        let below = acrossColumn.filter { sized[$0].y > row }.min { sized[$0].y < sized[$1].y }
        if let above, let below { return row - sized[above].maxY + 1 <= sized[below].y - row ? above : below }
        return nil
    }

    /// How far a cell is outside a rectangle, rows counted as two columns (zero inside).
    private func distance(from frame: Rect, _ column: Int, _ row: Int) -> Int {
        let dx = max(0, frame.x - column, column - (frame.maxX - 1))
        let dy = max(0, frame.y - row, row - (frame.maxY - 1))
        return dx + 2 * dy
    }
}
