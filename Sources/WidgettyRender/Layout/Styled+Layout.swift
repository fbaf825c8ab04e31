import WidgettyKit

extension Styled: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(content).measured(proposal, in: applied(to: environment))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let inner = applied(to: environment)
        if background != nil { canvas.paintBackground(environment.clipped(rect), color: inner.background) }
        LayoutNode(content).render(in: rect, canvas: &canvas, environment: inner)
    }

    /// The environment this modifier hands to its subtree.
    private func applied(to environment: RenderEnvironment) -> RenderEnvironment {
        var copy = environment.child(0)
        if let font { copy.font = font }
        if let foreground { copy.foreground = foreground }
        if let bold { copy.bold = bold }
        if let background { copy.background = environment.palette.color(background, over: environment.background) }
        if unredacted { copy.redacted = false }
        if let buttonStyle { copy.buttonStyle = buttonStyle }
        if let controlSize { copy.controlSize = controlSize }
        if exactHitTargets { copy.exactHitTargets = true }
        return copy
    }
}
