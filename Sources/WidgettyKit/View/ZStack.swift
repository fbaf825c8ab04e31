/// Children drawn on top of each other, later ones in front.
public struct ZStack: PrimitiveView {
    /// Where smaller children sit inside the stack.
    public var alignment: Alignment
    /// The children, back to front.
    public var children: [any View]

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [any View]) {
        self.alignment = alignment
        self.children = content()
    }
}
