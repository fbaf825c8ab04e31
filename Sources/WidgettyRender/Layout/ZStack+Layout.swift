import WidgettyKit

extension ZStack: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let sizes = visibleChildren(children).map { $0.sizeThatFits(proposal, in: environment) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        for child in visibleChildren(children) {
            let size = child.sizeThatFits(ProposedSize(width: rect.width, height: rect.height), in: environment)
            child.render(in: alignment.place(size, in: rect), canvas: &canvas, environment: environment)
        }
    }
}
