import WidgettyKit

/// A tile's tap is its content, and a region over the whole tile, under the tile's other regions.
extension TileTap: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(content).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        if let action { environment.hitRegions?.recordTile(action) }
        LayoutNode(content).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }
}
