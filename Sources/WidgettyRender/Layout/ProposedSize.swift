/// The space a parent offers a child; nil on an axis asks for the child's ideal size.
public struct ProposedSize: Sendable, Equatable {
    public var width: Int?
    public var height: Int?

    /// Creates a proposal.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Ask for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}
