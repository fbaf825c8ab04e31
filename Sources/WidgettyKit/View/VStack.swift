/// Children one above the other, top to bottom.
public struct VStack: PrimitiveView {
    /// How children of different widths line up.
    public var alignment: HorizontalAlignment
    /// Rows between neighbours.
    public var spacing: Int
    /// The children in order.
    public var children: [any View]

    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> [any View]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
}
