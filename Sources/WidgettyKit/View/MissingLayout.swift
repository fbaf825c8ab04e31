/// The body of a primitive view: the renderer draws primitives through their layouts and reaches this only for one
/// that has none, which it then names in a red warning instead of leaving a blank.
public struct MissingLayout: PrimitiveView {
    /// The primitive that has no layout.
    public let primitive: any View.Type
}
