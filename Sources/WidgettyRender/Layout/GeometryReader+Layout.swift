import WidgettyKit

extension GeometryReader: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let proxy = proxy(for: proposal)
        let ideal = LayoutNode(content(proxy)).measured(proposal, in: Self.contentEnvironment(proxy, environment))
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        let proxy = proxy(for: proposal)
        let node = LayoutNode(content(proxy)), inner = Self.contentEnvironment(proxy, environment)
        let size = node.measured(proposal, in: inner)
        node.render(in: Rect(x: rect.x, y: rect.y, width: min(size.width, rect.width), height: min(size.height, rect.height)),
                    canvas: &canvas, environment: inner)
    }

    /// Where the content built for `proxy` is laid out: a place of its own for each size, since content built for
    /// another size may hold other views where this one's are, and the layout cache knows a view by its place.
    private static func contentEnvironment(_ proxy: GeometryProxy, _ environment: RenderEnvironment) -> RenderEnvironment {
        environment.child(proxy.size.rows &* 65_536 &+ proxy.size.columns)
    }

    /// What the content is told: the room offered, zero on an axis asked for its ideal.
    private func proxy(for proposal: ProposedSize) -> GeometryProxy {
        GeometryProxy(size: CellSize(columns: max(0, proposal.width ?? 0), rows: max(0, proposal.height ?? 0)))
    }
}
