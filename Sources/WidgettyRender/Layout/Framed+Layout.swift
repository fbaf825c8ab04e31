import WidgettyKit

extension Framed: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let child = layout(of: content).sizeThatFits(childProposal(proposal), in: environment)
        return Size(
            width: width ?? (fillsWidth ? (proposal.width ?? child.width) : child.width),
            height: height ?? (fillsHeight ? (proposal.height ?? child.height) : child.height)
        )
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let node = layout(of: content)
        let size = node.sizeThatFits(ProposedSize(width: rect.width, height: rect.height), in: environment)
        node.render(in: alignment.place(size, in: rect), canvas: &canvas, environment: environment)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
