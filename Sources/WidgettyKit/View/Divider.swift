/// A thin separator line across a vertical stack, or down a horizontal one.
public struct Divider: PrimitiveView {
    /// Creates a divider.
    public init() {}
}
