import FoundationEssentials

/// A part of a widget that opens a URL, as SwiftUI's `Link` in a medium or large widget.
public struct Link: PrimitiveView {
    /// Where the link goes.
    public var destination: URL
    /// What the link shows.
    public var label: any View

    /// A link showing `label` that opens `destination`.
    public init(destination: URL, @ViewBuilder label: () -> [any View]) {
        self.destination = destination
        self.label = actionLabel(label())
    }

    /// A link titled `title` that opens `destination`.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
