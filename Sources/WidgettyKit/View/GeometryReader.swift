/// A view that takes the space it is offered and builds its content for that size, as SwiftUI's `GeometryReader`.
///
/// Bars, gauges and charts use it to size themselves to the cells they get:
/// `GeometryReader { proxy in Bar(width: proxy.size.columns) }.frame(height: 1)`.
/// It takes all the room offered on each axis; asked for its ideal size on
/// an axis, it builds the content for zero on that axis and takes what the
/// content needs. The content sits at the top left.
public struct GeometryReader: PrimitiveView {
    /// Builds the content for the size given.
    public var content: @Sendable (GeometryProxy) -> any View

    /// Creates a reader whose content is built for the size the reader receives.
    public init(content: @escaping @Sendable (GeometryProxy) -> any View) {
        self.content = content
    }
}

/// The size a `GeometryReader` was given, in cells.
public struct GeometryProxy: Sendable, Equatable {
    /// The size in cells.
    public var size: CellSize

    /// Creates a proxy for a size in cells.
    public init(size: CellSize) {
        self.size = size
    }
}

/// A size in terminal cells, as a view receives it.
public struct CellSize: Sendable, Equatable {
    /// Columns of cells.
    public var columns: Int
    /// Rows of cells.
    public var rows: Int

    /// Creates a size in cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
