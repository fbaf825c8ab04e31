import WidgettyKit

/// A tile margin is read by the tile around the widget's view; as a view it is its content.
extension TileMargin: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(content).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        LayoutNode(content).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }
}
