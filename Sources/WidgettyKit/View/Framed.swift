/// A view given a fixed or a flexible size, and an alignment inside it.
public struct Framed: PrimitiveView {
    public var content: any View
    /// A fixed width in cells, if any.
    public var width: Int?
    /// A fixed height in cells, if any.
    public var height: Int?
    /// Take all the width offered.
    public var fillsWidth: Bool
    /// Take all the height offered.
    public var fillsHeight: Bool
    public var alignment: Alignment
}

extension View {
    /// Gives this view a fixed size in cells.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> Framed {
        Framed(content: self, width: width, height: height, fillsWidth: false, fillsHeight: false, alignment: alignment)
    }

    /// Lets this view take all the width and/or height offered, aligned inside it.
    public func frame(fillWidth: Bool = false, fillHeight: Bool = false, alignment: Alignment = .center) -> Framed {
        Framed(content: self, width: nil, height: nil, fillsWidth: fillWidth, fillsHeight: fillHeight, alignment: alignment)
    }
}
