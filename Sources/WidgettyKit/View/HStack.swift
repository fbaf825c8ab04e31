/// Children side by side, left to right.
public struct HStack: PrimitiveView {
    /// How children of different heights line up.
    public var alignment: VerticalAlignment
    /// Columns between neighbours.
    public var spacing: Int
    /// The children in order.
    public var children: [any View]

    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Int = 1, @ViewBuilder content: () -> [any View]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
}
