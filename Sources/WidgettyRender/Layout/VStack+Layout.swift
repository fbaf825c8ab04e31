import WidgettyKit

extension VStack: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let allocation = self.allocation
        let inner = environment.inStack(.vertical)
        return allocation.totalSize(of: allocation.sizes(for: proposal, in: inner))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let allocation = self.allocation
        let inner = environment.inStack(.vertical)
        let sizes = allocation.sizes(for: ProposedSize(width: rect.width, height: rect.height), in: inner)
        var y = rect.y
        for (child, size) in zip(allocation.children, sizes) {
            let x = rect.x + alignment.offset(width: size.width, in: rect.width)
            child.render(in: Rect(x: x, y: y, width: min(size.width, rect.width), height: size.height), canvas: &canvas, environment: inner)
            y += size.height + spacing
        }
    }

    private var allocation: StackAllocation {
        StackAllocation(axis: .vertical, spacing: spacing, children: visibleChildren(children))
    }
}
