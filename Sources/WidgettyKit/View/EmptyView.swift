/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
}
