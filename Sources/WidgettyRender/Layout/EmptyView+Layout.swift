import WidgettyKit

extension EmptyView: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size { .zero }
    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {}
}
