import WidgettyKit

extension HStack: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        allocation.size(for: proposal, in: environment)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        allocation.render(in: rect, canvas: &canvas, environment: environment) { size, rect in
            alignment.offset(height: size.height, in: rect.height)
        }
    }

    private var allocation: StackAllocation {
        StackAllocation(axis: .horizontal, spacing: spacing, children: visibleChildren(children))
    }
}

extension RenderEnvironment {
    /// The environment children of a stack along `axis` see.
    func inStack(_ axis: Axis) -> RenderEnvironment {
        var copy = self
        copy.stackAxis = axis
        return copy
    }
}
