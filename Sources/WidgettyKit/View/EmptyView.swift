/// A view that draws nothing and takes no space.
public struct EmptyView: PrimitiveView {
    /// Creates an empty view.
    public init() {}
}
