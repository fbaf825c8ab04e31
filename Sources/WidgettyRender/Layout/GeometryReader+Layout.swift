import WidgettyKit

extension GeometryReader: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let ideal = LayoutNode(content(proxy(for: proposal))).measured(proposal, in: environment.child(0))
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        let node = LayoutNode(content(proxy(for: proposal))), inner = environment.child(0)
        let size = node.measured(proposal, in: inner)
        node.render(in: Rect(x: rect.x, y: rect.y, width: min(size.width, rect.width), height: min(size.height, rect.height)),
                    canvas: &canvas, environment: inner)
    }

    /// What the content is told: the room offered, zero on an axis asked for its ideal.
    private func proxy(for proposal: ProposedSize) -> GeometryProxy {
        GeometryProxy(size: CellSize(columns: max(0, proposal.width ?? 0), rows: max(0, proposal.height ?? 0)))
    }
}
