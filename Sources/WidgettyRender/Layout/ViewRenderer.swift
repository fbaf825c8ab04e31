import WidgettyKit

/// Lays out a view tree and draws it into a region of a Canvas.
public enum ViewRenderer {
    /// Draws `view` inside `rect`, aligned to its top-left, clipped to the rectangle.
    public static func render(_ view: any View, in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        var environment = environment
        environment.clip = environment.clipped(rect)
        let node = LayoutNode(view)
        let size = node.measured(ProposedSize(width: rect.width, height: rect.height), in: environment)
        let bounds = Rect(x: rect.x, y: rect.y, width: min(size.width, rect.width), height: min(size.height, rect.height))
        node.render(in: bounds, canvas: &canvas, environment: environment)
    }

    /// The primitive view `view` stands for: itself, or its body's, expanded until a primitive is reached.
    public static func primitive(of view: any View) -> any View {
        LayoutNode(view).view
    }

    /// The size `view` wants when offered `proposal`.
    public static func size(of view: any View, proposal: ProposedSize, environment: RenderEnvironment) -> Size {
        LayoutNode(view).sizeThatFits(proposal, in: environment)
    }
}
