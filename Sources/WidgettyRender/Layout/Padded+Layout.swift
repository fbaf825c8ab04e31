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
        let inner = rect.inset(horizontal: h, vertical: v)
        var environment = environment.child(0)
        environment.paddedColumns = inner.x..<max(inner.x, inner.maxX)
        LayoutNode(content).render(in: inner, canvas: &canvas, environment: environment)
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
