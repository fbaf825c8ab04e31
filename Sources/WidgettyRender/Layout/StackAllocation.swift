/// Shares a stack's length among its children, least flexible first, as SwiftUI does.
struct StackAllocation {
    let axis: Axis
    let spacing: Int
    let children: [LayoutNode]

    /// Each child's size when the stack is offered `proposal`.
    func sizes(for proposal: ProposedSize, in environment: RenderEnvironment) -> [Size] {
        let totalSpacing = spacing * max(0, children.count - 1)
        let cross = crossLength(of: proposal)
        let ideals = children.indices.map { children[$0].measured(offer(main: nil, cross: cross), in: environment.child($0)) }
        guard let available = mainLength(of: proposal) else { return ideals }
        let room = max(0, available - totalSpacing)
        var sizes = Array(repeating: Size.zero, count: children.count)
        var sharing = Array(children.indices)
        var remaining = room
        if ideals.reduce(0, { $0 + mainLength(of: $1) }) <= room {
            // Everything fits: fixed children take their ideal, expanding ones share the rest.
            sharing = children.indices.filter { mainLength(of: children[$0].measured(offer(main: room, cross: cross), in: environment.child($0))) > mainLength(of: ideals[$0]) }
            for index in children.indices where !sharing.contains(index) {
                sizes[index] = ideals[index]
                remaining -= mainLength(of: ideals[index])
            }
        }
        // Least flexible first; among equals, earlier children first. When space is short,
        // earlier children keep their ideal size and later ones lose out, as lines of text should.
        let order = sharing
            .map { (flexibility: flexibility(children[$0], upTo: remaining, cross: cross, environment.child($0)), index: $0) }
            .sorted { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
            .map(\.index)
        // What each child takes however little it is offered (a Spacer's minLength, a mark) is kept for it, so a child
        // earlier in the order cannot take the room a later one then overflows by.
        let least = order.map { mainLength(of: children[$0].measured(offer(main: 0, cross: cross), in: environment.child($0))) }
        var keptForLater = least.reduce(0, +)
        var left = order.count
        for (position, index) in order.enumerated() {
            keptForLater -= least[position]
            let share = min(max(remaining / left, min(mainLength(of: ideals[index]), remaining)), max(0, remaining - keptForLater))
            let size = children[index].measured(offer(main: share, cross: cross), in: environment.child(index))
            sizes[index] = size
            remaining = max(0, remaining - mainLength(of: size))
            left -= 1
        }
        return sizes
    }

    /// The stack's size when offered `proposal`.
    func size(for proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        totalSize(of: sizes(for: proposal, in: environment.inStack(axis)))
    }

    /// Draws the children one after another along the axis, each placed across it by `crossOffset`.
    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment, crossOffset: (Size, Rect) -> Int) {
        let inner = environment.inStack(axis)
        var position = axis == .horizontal ? rect.x : rect.y
        for (index, (child, size)) in zip(children, sizes(for: ProposedSize(width: rect.width, height: rect.height), in: inner)).enumerated() {
            let offset = crossOffset(size, rect)
            let frame = axis == .horizontal
                ? Rect(x: position, y: rect.y + offset, width: size.width, height: min(size.height, rect.height))
                : Rect(x: rect.x + offset, y: position, width: min(size.width, rect.width), height: size.height)
            child.render(in: frame, canvas: &canvas, environment: inner.child(index))
            position += mainLength(of: size) + spacing
        }
    }

    /// The stack's own size from its children's sizes.
    private func totalSize(of sizes: [Size]) -> Size {
        let spacingTotal = spacing * max(0, sizes.count - 1)
        switch axis {
        case .horizontal:
            return Size(width: sizes.reduce(0) { $0 + $1.width } + spacingTotal, height: sizes.map(\.height).max() ?? 0)
        case .vertical:
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + spacingTotal)
        }
    }

    private func flexibility(_ child: LayoutNode, upTo limit: Int, cross: Int?, _ environment: RenderEnvironment) -> Int {
        let smallest = mainLength(of: child.measured(offer(main: 0, cross: cross), in: environment))
        let largest = mainLength(of: child.measured(offer(main: limit, cross: cross), in: environment))
        return largest - smallest
    }

    private func offer(main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    private func mainLength(of proposal: ProposedSize) -> Int? { axis == .horizontal ? proposal.width : proposal.height }
    private func crossLength(of proposal: ProposedSize) -> Int? { axis == .horizontal ? proposal.height : proposal.width }
    private func mainLength(of size: Size) -> Int { axis == .horizontal ? size.width : size.height }
}
