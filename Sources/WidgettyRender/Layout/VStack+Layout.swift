import WidgettyKit

extension VStack: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        allocation.size(for: proposal, in: environment)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        allocation.render(in: rect, canvas: &canvas, environment: environment) { size, rect in
            alignment.offset(width: size.width, in: rect.width)
        }
    }

    private var allocation: StackAllocation {
        StackAllocation(axis: .vertical, spacing: spacing, children: visibleChildren(children))
    }
}
