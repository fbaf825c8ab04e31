import WidgettyKit

extension HStack: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let allocation = self.allocation
        let inner = environment.inStack(.horizontal)
        return allocation.totalSize(of: allocation.sizes(for: proposal, in: inner))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let allocation = self.allocation
        let inner = environment.inStack(.horizontal)
        let sizes = allocation.sizes(for: ProposedSize(width: rect.width, height: rect.height), in: inner)
        var x = rect.x
        for (child, size) in zip(allocation.children, sizes) {
            let y = rect.y + alignment.offset(height: size.height, in: rect.height)
            child.render(in: Rect(x: x, y: y, width: size.width, height: min(size.height, rect.height)), canvas: &canvas, environment: inner)
            x += size.width + spacing
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
