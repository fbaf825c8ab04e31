import WidgettyKit

/// A view and its layout behaviour, found by its type rather than by casting the view itself.
///
/// `view as? any ViewLayout` copies every view larger than an existential's
/// three-word buffer into a new heap box, each time: a fifth of a frame's
/// allocations. Casting the view's *type* allocates nothing, and each call
/// below reads the view back as that concrete type on the stack.
struct LayoutNode {
    let view: any View
    /// The view's layout type; nil for a kind without one, which takes no space and draws nothing.
    private let kind: (any ViewLayout.Type)?

    init(_ view: any View) {
        self.view = view
        kind = type(of: view) as? any ViewLayout.Type
    }

    /// Whether the view takes part in a stack (empty views take no space or spacing).
    var isVisible: Bool { kind != nil && !(view is EmptyView) }

    /// The size this view takes when offered `proposal`, measured once per node and proposal in a render pass.
    func measured(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        kind?.measured(view, proposal, in: environment) ?? .zero
    }

    /// The size this view takes when offered `proposal`, measured now.
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        kind?.sizeThatFits(view, proposal, in: environment) ?? .zero
    }

    /// Draws the view filling `rect`.
    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        kind?.render(view, in: rect, canvas: &canvas, environment: environment)
    }
}

extension ViewLayout {
    fileprivate static func measured(_ view: any View, _ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        (view as! Self).measured(proposal, in: environment)
    }

    fileprivate static func sizeThatFits(_ view: any View, _ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        (view as! Self).sizeThatFits(proposal, in: environment)
    }

    fileprivate static func render(_ view: any View, in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        (view as! Self).render(in: rect, canvas: &canvas, environment: environment)
    }
}
