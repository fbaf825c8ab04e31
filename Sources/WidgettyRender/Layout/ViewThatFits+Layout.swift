import WidgettyKit

extension ViewThatFits: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        chosen(for: proposal, environment)?.sizeThatFits(proposal, in: environment) ?? .zero
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        chosen(for: ProposedSize(width: rect.width, height: rect.height), environment)?
            .render(in: rect, canvas: &canvas, environment: environment)
    }

    /// The first child whose ideal size fits, else the last.
    private func chosen(for proposal: ProposedSize, _ environment: RenderEnvironment) -> (any ViewLayout)? {
        let candidates = visibleChildren(children)
        return candidates.first { child in
            let ideal = child.sizeThatFits(.unspecified, in: environment)
            return ideal.width <= proposal.width ?? ideal.width && ideal.height <= proposal.height ?? ideal.height
        } ?? candidates.last
    }
}
