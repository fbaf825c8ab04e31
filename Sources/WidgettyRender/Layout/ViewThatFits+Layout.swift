import WidgettyKit

extension ViewThatFits: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        chosen(for: proposal, environment).map { $0.node.measured(proposal, in: $0.environment) } ?? .zero
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        guard let choice = chosen(for: ProposedSize(width: rect.width, height: rect.height), environment) else { return }
        choice.node.render(in: rect, canvas: &canvas, environment: choice.environment)
    }

    /// The first child whose ideal size fits, else the last.
    private func chosen(for proposal: ProposedSize, _ environment: RenderEnvironment) -> (node: LayoutNode, environment: RenderEnvironment)? {
        let candidates = visibleChildren(children).enumerated().map { ($0.element, environment.child($0.offset)) }
        return candidates.first { child, inner in
            let ideal = child.measured(.unspecified, in: inner)
            return ideal.width <= proposal.width ?? ideal.width && ideal.height <= proposal.height ?? ideal.height
        } ?? candidates.last
    }
}
