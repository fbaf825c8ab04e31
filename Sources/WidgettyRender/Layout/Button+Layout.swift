import WidgettyKit

/// A button is its label in the tint color (red when destructive, bold when primary), and a region performing its intent.
extension Button: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(styledLabel).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        environment.recordRegion(.perform(intent, role: role), in: rect, canvas: canvas)
        LayoutNode(styledLabel).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }

    /// The label in the role's color and weight.
    private var styledLabel: any View {
        let colored = label.foregroundStyle(role == .destructive ? .red : .tint)
        return role == .primary ? colored.bold() : colored
    }
}
