import WidgettyKit

extension Padded: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let (h, v) = insets(environment.metrics)
        let inner = LayoutNode(content).measured(
            ProposedSize(width: proposal.width.map { max(0, $0 - 2 * h) }, height: proposal.height.map { max(0, $0 - 2 * v) }),
            in: environment.child(0))
        return Size(width: inner.width + 2 * h, height: inner.height + 2 * v)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let (h, v) = insets(environment.metrics)
        LayoutNode(content).render(in: rect.inset(horizontal: h, vertical: v), canvas: &canvas, environment: environment.child(0))
    }

    /// Columns and rows on each side.
    private func insets(_ metrics: CellMetrics) -> (Int, Int) {
        switch margin {
        case .cells(let horizontal, let vertical):
            return (horizontal, vertical)
        case .standard, .tight:
            let points = margin.points ?? 0
            return (max(1, metrics.columns(forPoints: points)), max(1, metrics.rows(forPoints: points)))
        }
    }
}
