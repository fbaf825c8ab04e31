import WidgettyKit

/// A toggle is a box, `☑` in the tint color when on and `☐` when off (`[x]` and `[ ]` with ASCII glyphs), before its
/// label; the whole is a region flipping it.
///
/// A toggle just pressed shows its new state at once (`RenderEnvironment.toggleOverrides`) until its widget answers.
extension Toggle: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(drawn(on: shownState(environment), environment)).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let on = shownState(environment)
        environment.recordRegion(.toggle(intent, isOn: on), in: rect, canvas: canvas, hasBezel: true)
        LayoutNode(drawn(on: on, environment)).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }

    /// The state shown: the one just pressed, while its intent and the reload after it run, else the entry's.
    private func shownState(_ environment: RenderEnvironment) -> Bool {
        // Naming the intent (by default a reflection over its values): only worth it while a toggle waits for its answer.
        environment.toggleOverrides.isEmpty ? isOn : environment.toggleOverrides[IntentIdentity(intent)] ?? isOn
    }

    /// The box, ticked when `on`, and the label side by side.
    private func drawn(on: Bool, _ environment: RenderEnvironment) -> any View {
        // The box beside the label's first line, however many lines it wraps to.
        return HStack(alignment: .top, spacing: 1) {
            Text(environment.glyphs == .ascii ? (on ? "[x]" : "[ ]") : (on ? "☑" : "☐")).foregroundStyle(on ? .tint : .secondaryLabel)
            label
        }
    }
}
