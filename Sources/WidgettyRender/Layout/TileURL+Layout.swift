import WidgettyKit

/// A widget URL is its content, and a region over the whole tile, under the tile's other regions.
extension TileURL: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(content).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        if let url { environment.hitRegions?.recordTile(.openURL(url)) }
        LayoutNode(content).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }
}
