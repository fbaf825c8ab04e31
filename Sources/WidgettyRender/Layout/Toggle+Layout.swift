import WidgettyKit

/// A toggle is a box, `[x]` in the tint color when on and `[ ]` when off, before its label; the whole is a region flipping it.
extension Toggle: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(drawn).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        environment.recordRegion(.toggle(intent, isOn: isOn), in: rect, canvas: canvas)
        LayoutNode(drawn).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }

    /// The box and the label side by side.
    private var drawn: any View {
        HStack(spacing: 1) {
            Text(isOn ? "[x]" : "[ ]").foregroundStyle(isOn ? .tint : .secondaryLabel)
            label
        }
    }
}
