/// Flexible empty space that pushes its neighbours apart inside a stack.
public struct Spacer: PrimitiveView {
    /// The least space it keeps, in cells along the stack's axis.
    public var minLength: Int

    /// Creates a spacer with a minimum length in cells.
    public init(minLength: Int = 0) {
        self.minLength = minLength
    }
}
