import WidgettyKit

/// How a kind of primitive view measures itself and draws into a Canvas.
///
/// To add a view kind, declare its struct in WidgettyKit, conform it
/// here, in a file of its own, and list it in `LayoutNode.layouts`.
protocol ViewLayout: PrimitiveView {
    /// The size this view takes when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size
    /// Draws the view filling `rect`.
    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment)
}

extension ViewLayout {
    /// The size for `proposal`, measured once per node and proposal in a render pass.
    func measured(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        environment.layoutCache.size(node: environment.layoutNode, proposal: proposal) {
            sizeThatFits(proposal, in: environment)
        }
    }
}

/// Views that take part in a stack (empty views take no space or spacing).
func visibleChildren(_ children: [any View]) -> [LayoutNode] {
    // One allocation, sized up front: a lazy filter's array grows by doubling, a frame's stacks do this hundreds of times.
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(children.count)
    for child in children {
        let node = LayoutNode(child)
        if node.isVisible { nodes.append(node) }
    }
    return nodes
}
