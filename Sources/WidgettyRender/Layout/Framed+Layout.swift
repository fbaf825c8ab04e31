import WidgettyKit

extension Framed: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let child = LayoutNode(content).measured(childProposal(proposal), in: environment.child(0))
        return Size(
            width: width ?? (fillsWidth ? (proposal.width ?? child.width) : child.width),
            height: height ?? (fillsHeight ? (proposal.height ?? child.height) : child.height)
        )
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let node = LayoutNode(content), inner = environment.child(0)
        let size = node.measured(ProposedSize(width: rect.width, height: rect.height), in: inner)
        node.render(in: alignment.place(size, in: rect), canvas: &canvas, environment: inner)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
