import WidgettyKit

extension MissingLayout: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        UnsupportedView(type: primitive, isPrimitive: true).sizeThatFits(proposal, in: environment)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        UnsupportedView(type: primitive, isPrimitive: true).render(in: rect, canvas: &canvas, environment: environment)
    }
}
