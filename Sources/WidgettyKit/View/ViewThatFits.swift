/// Shows the first of its children whose ideal size fits the space offered, else the last.
public struct ViewThatFits: PrimitiveView {
    /// The candidates, most preferred first.
    public var children: [any View]

    /// Creates a choice between layouts, as SwiftUI's `ViewThatFits`.
    public init(@ViewBuilder content: () -> [any View]) {
        self.children = content()
    }
}
