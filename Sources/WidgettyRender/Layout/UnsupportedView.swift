import WidgettyKit

/// Stands in for a view the renderer cannot lay out: a primitive without a layout, or a body that never reaches a primitive.
///
/// It stops debug builds and tests with an assertion naming the type, and in
/// release draws a red "⚠ TypeName" where the view would have been, so a
/// missing layout never looks like empty space.
struct UnsupportedView: PrimitiveView {
    /// What is drawn in its place.
    let warning: Styled

    /// A stand-in for a view of `type`, which was a primitive (no layout) or composed too deeply.
    init(type: any View.Type, isPrimitive: Bool) {
        let name = String(describing: type)
        assertionFailure(isPrimitive
            ? "\(name) is a PrimitiveView without a layout: conform it to ViewLayout in WidgettyRender (ARCHITECTURE.md, \"Adding a view kind\")"
            : "\(name)’s body is composed more than \(LayoutNode.deepestComposition) levels deep without reaching a primitive view")
        warning = Text("⚠ \(name)").foregroundStyle(.red)
    }
}

extension UnsupportedView: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        warning.sizeThatFits(proposal, in: environment)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        warning.render(in: rect, canvas: &canvas, environment: environment)
    }
}
