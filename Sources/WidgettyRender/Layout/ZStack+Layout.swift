import WidgettyKit

extension ZStack: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let nodes = visibleChildren(children)
        let sizes = nodes.indices.map { nodes[$0].measured(proposal, in: environment.child($0)) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        for (index, child) in visibleChildren(children).enumerated() {
            let inner = environment.child(index)
            let size = child.measured(ProposedSize(width: rect.width, height: rect.height), in: inner)
            child.render(in: alignment.place(size, in: rect), canvas: &canvas, environment: inner)
        }
    }
}
