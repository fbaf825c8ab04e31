/// A view with space around it.
public struct Padded: PrimitiveView {
    public var content: any View
    public var margin: Margin
}

extension View {
    /// Puts a margin around this view (`.standard` is the HIG's 16 pt).
    public func padding(_ margin: Margin = .standard) -> Padded {
        Padded(content: self, margin: margin)
    }
}
