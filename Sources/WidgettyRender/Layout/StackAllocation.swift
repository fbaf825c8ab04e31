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
        // What each child takes however little it is offered (a Spacer's minLength, a mark): how flexible it is counts
        // from there, and it is kept for the child, so one earlier in the order cannot take the room a later one then
        // overflows by.
        var least = Array(repeating: 0, count: children.count)
        for index in sharing { least[index] = length(of: index, offered: 0, cross: cross, environment) }
        // Least flexible first; among equals, earlier children first. When space is short,
        // earlier children keep their ideal size and later ones lose out, as lines of text should.
        let order = sharing
            .map { (flexibility: length(of: $0, offered: remaining, cross: cross, environment) - least[$0], index: $0) }
            .sorted { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
            .map(\.index)
        var keptForLater = order.reduce(0) { $0 + least[$1] }
        var left = order.count
        for index in order {
            keptForLater -= least[index]
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

    /// The length along the axis the child at `index` takes when offered `main`.
    private func length(of index: Int, offered main: Int, cross: Int?, _ environment: RenderEnvironment) -> Int {
        mainLength(of: children[index].measured(offer(main: main, cross: cross), in: environment.child(index)))
    }

    private func offer(main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    private func mainLength(of proposal: ProposedSize) -> Int? { axis == .horizontal ? proposal.width : proposal.height }
    private func crossLength(of proposal: ProposedSize) -> Int? { axis == .horizontal ? proposal.height : proposal.width }
    private func mainLength(of size: Size) -> Int { axis == .horizontal ? size.width : size.height }
}
