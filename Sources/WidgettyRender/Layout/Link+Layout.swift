import WidgettyKit

/// A link is its label in the tint color, and a region opening its destination.
extension Link: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(styledLabel).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        environment.recordRegion(.openURL(destination), in: rect, canvas: canvas)
        LayoutNode(styledLabel).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }

    private var styledLabel: any View { label.foregroundStyle(.tint) }
}
